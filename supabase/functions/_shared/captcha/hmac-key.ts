// Which captcha keys a deployed project may use. The challenges are signed with HMAC-SHA256
// (altcha.ts), and RFC 2104, section 3 says of the key: "less than L bytes is strongly discouraged as it
// would decrease the security strength of the function", L being the hash's output, 32 bytes for
// SHA-256 (https://www.rfc-editor.org/rfc/rfc2104#section-3). The local stack's key is public (it is in
// this repository), so anyone could sign challenges for a project that kept it. The production build
// (scripts/build/production-secrets.ts), the functions on the hosted platform (captcha-deps.ts) and
// check:live (a challenge that verifies with the local key) refuse both.
import { LOCAL_ALTCHA_HMAC_KEY } from './captcha.ts';

/** RFC 2104's L for SHA-256: `openssl rand -hex 32` gives 64 characters, twice this. */
export const MIN_HMAC_KEY_BYTES = 32;

const FIX = 'make one with openssl rand -hex 32, put it in supabase/functions/.env and run npx supabase secrets set';

/** Why `key` must not sign a deployed project's challenges, or null when it may. */
export function hmacKeyProblem(key: string): string | null {
  if (key === LOCAL_ALTCHA_HMAC_KEY) {
    return `ALTCHA_HMAC_KEY is the local stack's development key, which is public: ${FIX}.`;
  }
  const bytes = new TextEncoder().encode(key).length;
  if (bytes < MIN_HMAC_KEY_BYTES) {
    return `ALTCHA_HMAC_KEY is ${bytes} bytes; an HMAC-SHA256 key needs at least ${MIN_HMAC_KEY_BYTES} (RFC 2104, section 3): ${FIX}.`;
  }
  return null;
}

type EnvReader = (name: string) => string | undefined;

/**
 * The captcha key of this runtime, or null (the captcha then answers 503 captcha_unavailable). On the
 * hosted platform, which sets SB_REGION in every function ("In a hosted environment, functions have
 * access to ... SB_REGION", https://supabase.com/docs/guides/functions/secrets), a local or short key is
 * refused and logged; the local stack and `supabase functions serve` keep their development key.
 */
export function hmacKeyFromEnv(env: EnvReader, log: Pick<Console, 'error'> = console): string | null {
  const key = env('ALTCHA_HMAC_KEY')?.trim() || null;
  if (key === null || !env('SB_REGION')?.trim()) return key;
  const problem = hmacKeyProblem(key);
  if (problem === null) return key;
  log.error(`captcha: refusing every challenge and solution. ${problem}`);
  return null;
}
