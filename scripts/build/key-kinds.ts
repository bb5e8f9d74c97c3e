// What kind of credential a value is, judged by its shape alone, so the build can refuse to publish
// a secret and can tell a Supabase public key from a secret one.

export type KeyKind =
  /** Supabase's new public key, sent in the `apikey` header only. */
  | 'publishable'
  /** Supabase's legacy public key: a JWT whose role is anon. */
  | 'anon-jwt'
  /** Supabase's new secret key. */
  | 'supabase-secret'
  /** Supabase's legacy service key: a JWT whose role is service_role. */
  | 'service-role-jwt'
  /** Any other JWT (a user token, a key of another role). */
  | 'other-jwt'
  | 'elevenlabs-key'
  | 'resend-key'
  /** The stand-in key of `npm start`'s local backend. */
  | 'local'
  | 'unknown';

/** The key the site uses when no Supabase project is configured (src/lib/backend.ts). */
export const LOCAL_ANON_KEY = 'sb_publishable_local_stack_not_a_real_key';
/** The stand-in of older versions, refused the same way. */
const OLD_LOCAL_ANON_KEY = 'local-anon-key';

/** The `role` claim of a JWT, or null when the value is not a readable JWT. */
export function jwtRole(value: string): string | null {
  const parts = value.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
    if (!payload || typeof payload !== 'object') return null;
    const { role } = payload as { role?: unknown };
    return typeof role === 'string' ? role : '';
  } catch {
    return null;
  }
}

export function keyKind(raw: string): KeyKind {
  const value = raw.trim();
  if (value === LOCAL_ANON_KEY || value === OLD_LOCAL_ANON_KEY) return 'local';
  if (/^sb_publishable_[A-Za-z0-9_-]+$/.test(value)) return 'publishable';
  if (value.startsWith('sb_secret_')) return 'supabase-secret';
  // ElevenLabs keys are sk_ and 48 hex digits; Resend keys are re_ and a random tail.
  if (/^sk_[0-9a-f]{32,}$/.test(value)) return 'elevenlabs-key';
  if (/^re_[A-Za-z0-9_]{16,}$/.test(value)) return 'resend-key';
  const role = jwtRole(value);
  if (role === 'anon') return 'anon-jwt';
  if (role === 'service_role') return 'service-role-jwt';
  if (role !== null) return 'other-jwt';
  return 'unknown';
}

/** The kinds that must never reach a browser, with the words the refusal uses for each. */
export const SECRET_KINDS: Partial<Record<KeyKind, string>> = {
  'supabase-secret': 'a Supabase secret key (sb_secret_…)',
  'service-role-jwt': 'a Supabase service_role key',
  'elevenlabs-key': 'an ElevenLabs API key',
  'resend-key': 'a Resend API key',
};
