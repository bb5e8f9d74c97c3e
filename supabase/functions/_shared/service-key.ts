// The service key the functions reach the database with. Hosted Supabase injects the new secret keys as
// SUPABASE_SECRET_KEYS, a JSON object by name ({"default":"sb_secret_…"}; every project has `default`),
// and still the legacy SUPABASE_SERVICE_ROLE_KEY, which it is retiring:
// https://supabase.com/docs/guides/functions/secrets (default secrets),
// https://supabase.com/docs/guides/api/api-keys. `supabase functions serve` injects only the legacy one,
// hence the fallback.

type EnvReader = (name: string) => string | undefined;

/** SUPABASE_SECRET_KEYS' `default` when present and readable, else SUPABASE_SERVICE_ROLE_KEY; null without either. */
export function serviceKeyFromEnv(env: EnvReader): string | null {
  const keys = env('SUPABASE_SECRET_KEYS')?.trim();
  if (keys) {
    try {
      const parsed: unknown = JSON.parse(keys);
      const key = (parsed as { default?: unknown } | null)?.default;
      if (typeof key === 'string' && key.trim() !== '') return key.trim();
    } catch {
      // Not JSON: fall back to the legacy key, which every project still has.
    }
  }
  return env('SUPABASE_SERVICE_ROLE_KEY')?.trim() || null;
}

/** How the messages name the setting that is missing. */
export const SERVICE_KEY_NAMES = 'SUPABASE_SECRET_KEYS (or SUPABASE_SERVICE_ROLE_KEY)';
