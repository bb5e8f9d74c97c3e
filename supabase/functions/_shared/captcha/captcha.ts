// The captcha every public function checks: an ALTCHA payload in X-Altcha, issued by captcha-challenge,
// unexpired, and never used before (its signature goes into a spent list in Postgres until it expires,
// in the same transaction that counts the call: rate-limit.ts).
import { createChallenge, verifySolution, type VerifiedSolution } from './altcha.ts';
import { CAPTCHA_MAXNUMBER, difficultyFor, type LoadReader } from './captcha-load.ts';
import type { RateLimitBucket, VoiceBudget } from '../http/limits.ts';
import type { Logger } from '../http/log.ts';
import { enforceRateLimit, type RateLimiter } from '../http/rate-limit.ts';
import type { AllowedOrigins } from '../http/cors.ts';
import { HttpError, jsonResponse } from '../http/http.ts';
import { corsHeadersFor, preflightHeaders } from '../http/cors.ts';

/**
 * Difficulty and lifetime. See captcha-difficulty.md's numbers in the comment of CAPTCHA_MAXNUMBER.
 * Five minutes covers a visitor who focuses a field, reads, then sends; a payload is spent at its
 * first use and stays spent until its own expiry. Skew: clocks of function instances may differ.
 */
export const CAPTCHA = { maxnumber: CAPTCHA_MAXNUMBER, expiresInSeconds: 300, skewSeconds: 30 } as const;

/** The local stack's key; production sets the ALTCHA_HMAC_KEY secret (DEPLOY.md). */
export const LOCAL_ALTCHA_HMAC_KEY = 'local-altcha-hmac-key';

export interface CaptchaDeps {
  /** null when ALTCHA_HMAC_KEY is not set: every check fails with 500 rather than letting requests through. */
  hmacKey: string | null;
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

export interface GuardDeps {
  captcha: CaptchaDeps;
  /** Spends the payload and counts the call in one database call (rate-limit.ts). */
  limiter: RateLimiter;
  log: Pick<Logger, 'warn'>;
}

/**
 * A protected call's order (issues 28 and 38): prove (stateless, writes nothing), then spend and count in
 * one transaction. A replay is refused before anything is counted; a call refused for a limit or the
 * budget keeps its payload unspent (the visitor may send it again once the window allows) and uses up
 * nothing. The payload stays spent until its own expiry plus the clocks' skew.
 */
export async function guardProtectedCall(
  req: Request,
  bucket: RateLimitBucket,
  deps: GuardDeps,
  budget?: VoiceBudget,
): Promise<void> {
  const verified = await verifyCaptcha(req, deps.captcha);
  const spend = {
    signature: verified.solution.signature,
    expiresAt: new Date(verified.expiresAt + CAPTCHA.skewSeconds * 1000),
  };
  await enforceRateLimit(deps.limiter, bucket, req, spend, { log: deps.log, budget });
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
