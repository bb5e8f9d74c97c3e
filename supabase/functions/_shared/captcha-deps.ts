// Production wiring of the captcha: the HMAC key from ALTCHA_HMAC_KEY and the spent list through
// PostgREST's RPC endpoint (public.spend_captcha, service role only).
import type { CaptchaChallengeDeps, CaptchaDeps, SpentCaptchaStore } from './captcha.ts';
import { parseAllowedOrigins } from './cors.ts';

type EnvReader = (name: string) => string | undefined;

const RPC_TIMEOUT_MS = 5_000;

export function createPostgrestSpentCaptchaStore(config: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): SpentCaptchaStore {
  const fetchImpl = config.fetch ?? fetch;
  const endpoint = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/spend_captcha`;
  return {
    async spend(signature, expiresAt) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          apikey: config.serviceRoleKey,
          Authorization: `Bearer ${config.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ p_signature: signature, p_expires_at: expiresAt.toISOString() }),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`spend_captcha failed (HTTP ${response.status})`);
      const first: unknown = await response.json();
      if (typeof first !== 'boolean') throw new Error('spend_captcha answered something other than a boolean');
      return first;
    },
  };
}

const hmacKeyFromEnv = (env: EnvReader) => env('ALTCHA_HMAC_KEY')?.trim() || null;

export function captchaDepsFromEnv(env: EnvReader, fetchImpl?: typeof fetch): CaptchaDeps {
  const supabaseUrl = env('SUPABASE_URL')?.trim();
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY')?.trim();
  const spent: SpentCaptchaStore =
    supabaseUrl && serviceRoleKey
      ? createPostgrestSpentCaptchaStore({ supabaseUrl, serviceRoleKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
      : {
          spend: async () => {
            throw new Error('Cannot check captchas: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY not set.');
          },
        };
  return { hmacKey: hmacKeyFromEnv(env), spent };
}

export function captchaChallengeDepsFromEnv(env: EnvReader): CaptchaChallengeDeps {
  return { hmacKey: hmacKeyFromEnv(env), allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')) };
}
