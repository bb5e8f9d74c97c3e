// The captcha every public function checks: an ALTCHA payload in X-Altcha, issued by captcha-challenge,
// unexpired, and never used before (its signature goes into a spent list in Postgres until it expires).
import { createChallenge, verifySolution, type VerifiedSolution } from './altcha.ts';
import { CAPTCHA_MAXNUMBER, difficultyFor, type LoadReader } from './captcha-load.ts';
import type { RateLimitBucket } from './limits.ts';
import type { Logger } from './log.ts';
import { enforceRateLimit, type RateLimiter } from './rate-limit.ts';
import type { AllowedOrigins } from './cors.ts';
import { HttpError, jsonResponse } from './http.ts';
import { corsHeadersFor, preflightHeaders } from './cors.ts';

/**
 * Difficulty and lifetime. See captcha-difficulty.md's numbers in the comment of CAPTCHA_MAXNUMBER.
 * Five minutes covers a visitor who focuses a field, reads, then sends; a payload is spent at its
 * first use and stays spent until its own expiry. Skew: clocks of function instances may differ.
 */
export const CAPTCHA = { maxnumber: CAPTCHA_MAXNUMBER, expiresInSeconds: 300, skewSeconds: 30 } as const;

/** The local stack's key; production sets the ALTCHA_HMAC_KEY secret (DEPLOY.md). */
export const LOCAL_ALTCHA_HMAC_KEY = 'local-altcha-hmac-key';

/** Records a payload's signature as used until `expiresAt`; resolves false when it was already spent. */
export interface SpentCaptchaStore {
  spend(signature: string, expiresAt: Date): Promise<boolean>;
}

export interface CaptchaDeps {
  /** null when ALTCHA_HMAC_KEY is not set: every check fails with 500 rather than letting requests through. */
  hmacKey: string | null;
  spent: SpentCaptchaStore;
  now?: () => number;
}

const refuse = (error: string) => new HttpError(403, { error });

/** Stateless: shape, signature, work and expiry. Throws 403 { error: captcha_missing | captcha_invalid | captcha_expired }. */
export async function verifyCaptcha(req: Request, deps: CaptchaDeps): Promise<VerifiedSolution> {
  if (deps.hmacKey === null) throw new Error('ALTCHA_HMAC_KEY is not set in the function environment.');
  const payload = req.headers.get('x-altcha')?.trim() ?? '';
  if (payload === '') throw refuse('captcha_missing');
  if (payload.length > 2000) throw refuse('captcha_invalid');
  const { check, verified } = await verifySolution(payload, deps.hmacKey, {
    now: deps.now?.() ?? Date.now(),
    maxExpiresInSeconds: CAPTCHA.expiresInSeconds + CAPTCHA.skewSeconds,
  });
  if (check !== 'ok' || !verified) throw refuse(check === 'ok' ? 'captcha_invalid' : check);
  return verified;
}

/** Marks a verified payload as used until its own expiry; 403 captcha_reused the second time. */
export async function spendCaptcha(verified: VerifiedSolution, deps: CaptchaDeps): Promise<void> {
  const until = new Date(verified.expiresAt + CAPTCHA.skewSeconds * 1000);
  if (!(await deps.spent.spend(verified.solution.signature, until))) throw refuse('captcha_reused');
}

/** Verify + spend, for a caller with no rate limit between them. */
export async function requireCaptcha(req: Request, deps: CaptchaDeps): Promise<void> {
  await spendCaptcha(await verifyCaptcha(req, deps), deps);
}

export interface GuardDeps {
  captcha: CaptchaDeps;
  limiter: RateLimiter;
  log: Pick<Logger, 'warn'>;
}

/**
 * A protected call's order (issue 28): prove (stateless), then count per client and globally, then
 * spend. Unverified traffic writes nothing and uses up no one's allowance; a counted-out client does
 * not burn its payload.
 */
export async function guardProtectedCall(req: Request, bucket: RateLimitBucket, deps: GuardDeps): Promise<void> {
  const verified = await verifyCaptcha(req, deps.captcha);
  await enforceRateLimit(deps.limiter, bucket, req, deps.log);
  await spendCaptcha(verified, deps.captcha);
}

/** In-process spent list for unit tests. */
export function createMemorySpentCaptchaStore(): SpentCaptchaStore {
  const spent = new Set<string>();
  return {
    async spend(signature) {
      if (spent.has(signature)) return false;
      spent.add(signature);
      return true;
    },
  };
}

export interface CaptchaChallengeDeps {
  hmacKey: string | null;
  allowedOrigins: AllowedOrigins;
  /** Verified calls in the current window; raises the difficulty under load. Absent: base difficulty. */
  load?: LoadReader;
  log?: Pick<Logger, 'warn'>;
  now?: () => number;
}

/** GET (or POST) → a fresh challenge, harder under load. Nothing is stored until a solution is spent. */
export async function handleCaptchaChallenge(req: Request, deps: CaptchaChallengeDeps): Promise<Response> {
  const cors = corsHeadersFor(req.headers.get('origin'), deps.allowedOrigins);
  if (cors === null) return jsonResponse(403, { error: 'origin_not_allowed' });
  if (req.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: { ...cors, ...preflightHeaders('GET, POST, OPTIONS') } });
  }
  if (req.method !== 'GET' && req.method !== 'POST') return jsonResponse(405, { error: 'method_not_allowed' }, cors);
  if (deps.hmacKey === null) return jsonResponse(503, { error: 'captcha_unavailable' }, cors);
  const maxnumber = await difficultyFor(deps.load, deps.log);
  const now = deps.now?.() ?? Date.now();
  const challenge = await createChallenge({ hmacKey: deps.hmacKey, ...CAPTCHA, maxnumber, now });
  return jsonResponse(200, challenge, { ...cors, 'Cache-Control': 'no-store' });
}
