// The local project's API keys, shaped like a hosted project's, so the local gateway can be as strict
// as Supabase's: new keys (sb_publishable_…, sb_secret_…) are opaque strings, not JWTs; legacy keys
// (anon, service_role) are HS256 JWTs signed with the project's JWT secret.
// https://supabase.com/docs/guides/api/api-keys
// None of these is a secret: they exist only on this machine, like the Supabase CLI's local keys.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The local project's JWT secret (the Supabase CLI's local default). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The browser's key when no project is configured; src/lib/backend.ts holds the same value. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_local_stack_not_a_real_key';
/** The functions' service key on the local stack (SUPABASE_SECRET_KEYS' `default`). */
export const LOCAL_SECRET_KEY = 'sb_secret_local_stack_not_a_real_key';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT with `claims`, signed with `secret` (default the local JWT secret). */
export function signJwt(claims: Record<string, unknown>, secret = LOCAL_JWT_SECRET): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

// Issued 2026-01-01, expiring 2036: the shape of a project's legacy keys (iss supabase, ref, role).
const LEGACY_CLAIMS = { iss: 'supabase', ref: 'local', iat: 1_767_225_600, exp: 2_082_758_400 };
/** Legacy anon key: a JWT, so it passes verify_jwt. */
export const LOCAL_ANON_JWT = signJwt({ ...LEGACY_CLAIMS, role: 'anon' });
/** Legacy service_role key. */
export const LOCAL_SERVICE_ROLE_JWT = signJwt({ ...LEGACY_CLAIMS, role: 'service_role' });

export type KeyRole = 'anon' | 'service_role';

/** The role of a project key sent in `apikey`; null for a key this project never issued. */
export function apiKeyRole(key: string): KeyRole | null {
  if (key === LOCAL_PUBLISHABLE_KEY || key === LOCAL_ANON_JWT) return 'anon';
  if (key === LOCAL_SECRET_KEY || key === LOCAL_SERVICE_ROLE_JWT) return 'service_role';
  return null;
}

/** The claims of a JWT signed with `secret` and not expired; null for anything else. */
export function verifyJwt(token: string, secret = LOCAL_JWT_SECRET, nowSeconds = Date.now() / 1000) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    if (header.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp === 'number' && claims.exp < nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}
