// Production wiring of the captcha: the HMAC key from ALTCHA_HMAC_KEY and the spent list through
// PostgREST's RPC endpoint (public.spend_captcha, service role only); the challenge's difficulty dial
// reads public.rate_limit_load.
import type { CaptchaChallengeDeps, CaptchaDeps, SpentCaptchaStore } from './captcha.ts';
import { createPostgrestLoadReader } from './captcha-load.ts';
import { parseAllowedOrigins } from './cors.ts';
import { hmacKeyFromEnv } from './hmac-key.ts';
import { postgrest, type ServiceRoleConfig } from './postgrest.ts';
import { SERVICE_KEY_NAMES, serviceKeyFromEnv } from './service-key.ts';

type EnvReader = (name: string) => string | undefined;

const RPC_TIMEOUT_MS = 5_000;

export function createPostgrestSpentCaptchaStore(config: ServiceRoleConfig): SpentCaptchaStore {
  const rpc = postgrest(config, 'rpc/spend_captcha', RPC_TIMEOUT_MS);
  return {
    async spend(signature, expiresAt) {
      const response = await rpc('', 'POST', { p_signature: signature, p_expires_at: expiresAt.toISOString() });
      const first: unknown = await response.json();
      if (typeof first !== 'boolean') throw new Error('spend_captcha answered something other than a boolean');
      return first;
    },
  };
}

export function captchaDepsFromEnv(env: EnvReader, fetchImpl?: typeof fetch): CaptchaDeps {
  const supabaseUrl = env('SUPABASE_URL')?.trim();
  const serviceRoleKey = serviceKeyFromEnv(env);
  const spent: SpentCaptchaStore =
    supabaseUrl && serviceRoleKey
      ? createPostgrestSpentCaptchaStore({ supabaseUrl, serviceRoleKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
      : {
          spend: async () => {
            throw new Error(`Cannot check captchas: SUPABASE_URL or ${SERVICE_KEY_NAMES} not set.`);
          },
        };
  return { hmacKey: hmacKeyFromEnv(env), spent };
}

/** With SUPABASE_URL and the service key the challenge reads the load (the difficulty dial); else base difficulty. */
export function captchaChallengeDepsFromEnv(env: EnvReader, fetchImpl?: typeof fetch): CaptchaChallengeDeps {
  const supabaseUrl = env('SUPABASE_URL')?.trim();
  const serviceRoleKey = serviceKeyFromEnv(env);
  const load =
    supabaseUrl && serviceRoleKey
      ? createPostgrestLoadReader({ supabaseUrl, serviceRoleKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
      : undefined;
  return {
    hmacKey: hmacKeyFromEnv(env),
    allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')),
    ...(load ? { load } : {}),
    log: console,
  };
}
