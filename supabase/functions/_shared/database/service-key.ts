// The service key, read one way everywhere: the functions (hosted or local), `npm run leads`, check:live
// and the rehearsal. Supabase is retiring the legacy JWT keys for publishable and secret keys
// (sb_secret_…): "They will be deprecated by the end of 2026"
// (https://supabase.com/docs/guides/getting-started/migrating-to-new-api-keys), and a project may have
// no legacy keys at all. The names, in the order they are read:
//   SUPABASE_SECRET_KEYS  what hosted functions get: a JSON object by name ({"default":"sb_secret_…"};
//                         every project has `default`), https://supabase.com/docs/guides/functions/secrets;
//   SUPABASE_SECRET_KEY   one secret key, the name operators and @supabase/server use in a shell or CI
//                         (https://supabase.github.io/server/documents/environment-variables.html);
//   SUPABASE_SERVICE_ROLE_KEY  the legacy service_role JWT; `supabase functions serve` injects only this one.

type EnvReader = (name: string) => string | undefined;

/** SUPABASE_SECRET_KEYS' keys by name; empty when absent or unreadable. */
function secretKeysJson(env: EnvReader): Map<string, string> {
  const text = env('SUPABASE_SECRET_KEYS')?.trim();
  const keys = new Map<string, string>();
  if (!text) return keys;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return keys; // Not JSON: the other names still count.
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return keys;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' && value.trim() !== '') keys.set(name, value.trim());
  }
  return keys;
}

/** Every service key the environment holds, in reading order (the key to call with first), without repeats. */
export function serviceKeysFromEnv(env: EnvReader): string[] {
  const json = secretKeysJson(env);
  const named = [json.get('default'), env('SUPABASE_SECRET_KEY')?.trim(), env('SUPABASE_SERVICE_ROLE_KEY')?.trim()];
  return [...new Set([...named, ...json.values()].filter((key): key is string => Boolean(key)))];
}

/**
 * The key to call the project with: SUPABASE_SECRET_KEYS' `default`, else SUPABASE_SECRET_KEY, else the
 * legacy SUPABASE_SERVICE_ROLE_KEY; null without any.
 */
export function serviceKeyFromEnv(env: EnvReader): string | null {
  return serviceKeysFromEnv(env)[0] ?? null;
}

/** How the messages name the setting that is missing. */
export const SERVICE_KEY_NAMES =
  'SUPABASE_SECRET_KEYS or SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY)';
