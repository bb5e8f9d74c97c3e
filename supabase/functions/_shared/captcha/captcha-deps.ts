// Production wiring of the captcha: the HMAC key from ALTCHA_HMAC_KEY; the spent list is written by the
// rate limiter's one call (public.spend_captcha_and_count, rate-limit.ts); the challenge's difficulty
// dial reads public.rate_limit_load.
import type { CaptchaChallengeDeps, CaptchaDeps } from './captcha.ts';
import { createPostgrestLoadReader } from './captcha-load.ts';
import { parseAllowedOrigins } from '../http/cors.ts';
import { hmacKeyFromEnv } from './hmac-key.ts';
import { serviceKeyFromEnv } from '../database/service-key.ts';

type EnvReader = (name: string) => string | undefined;

export function captchaDepsFromEnv(env: EnvReader): CaptchaDeps {
  return { hmacKey: hmacKeyFromEnv(env) };
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
