// The captcha every public function checks: an ALTCHA payload in X-Altcha, issued by captcha-challenge,
// unexpired, and never used before (its signature goes into a spent list in Postgres).
import { createChallenge, verifySolution } from './altcha.ts';
import type { AllowedOrigins } from './cors.ts';
import { HttpError, jsonResponse } from './http.ts';
import { corsHeadersFor, preflightHeaders } from './cors.ts';

/**
 * Difficulty and lifetime. 50,000 means about 25,000 SHA-256 hashes on average: well under a second
 * in a browser, while a script pays the same for every request. Five minutes covers a visitor who
 * focuses a field, reads, then sends; a payload is spent at its first use anyway.
 */
export const CAPTCHA = { maxnumber: 50_000, expiresInSeconds: 300 } as const;

/** The local stack's key; production sets the ALTCHA_HMAC_KEY secret (DEPLOY.md). */
export const LOCAL_ALTCHA_HMAC_KEY = 'local-altcha-hmac-key';

/** Records a payload's signature as used; resolves false when it was already spent. */
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

/** Throws 403 { error: captcha_missing | captcha_invalid | captcha_expired | captcha_reused } unless the payload is good. */
export async function requireCaptcha(req: Request, deps: CaptchaDeps): Promise<void> {
  if (deps.hmacKey === null) throw new Error('ALTCHA_HMAC_KEY is not set in the function environment.');
  const payload = req.headers.get('x-altcha')?.trim() ?? '';
  if (payload === '') throw refuse('captcha_missing');
  if (payload.length > 2000) throw refuse('captcha_invalid');
  const now = deps.now?.() ?? Date.now();
  const { check, solution } = await verifySolution(payload, deps.hmacKey, now);
  if (check !== 'ok' || !solution) throw refuse(check === 'ok' ? 'captcha_invalid' : check);
  const expires = new Date(now + CAPTCHA.expiresInSeconds * 1000);
  if (!(await deps.spent.spend(solution.signature, expires))) throw refuse('captcha_reused');
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
  now?: () => number;
}

/** GET (or POST) → a fresh challenge. Stateless: nothing is stored until a solution is spent. */
export async function handleCaptchaChallenge(req: Request, deps: CaptchaChallengeDeps): Promise<Response> {
  const cors = corsHeadersFor(req.headers.get('origin'), deps.allowedOrigins);
  if (cors === null) return jsonResponse(403, { error: 'origin_not_allowed' });
  if (req.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: { ...cors, ...preflightHeaders('GET, POST, OPTIONS') } });
  }
  if (req.method !== 'GET' && req.method !== 'POST') return jsonResponse(405, { error: 'method_not_allowed' }, cors);
  if (deps.hmacKey === null) return jsonResponse(503, { error: 'captcha_unavailable' }, cors);
  const challenge = await createChallenge({ hmacKey: deps.hmacKey, ...CAPTCHA, now: deps.now?.() ?? Date.now() });
  return jsonResponse(200, challenge, { ...cors, 'Cache-Control': 'no-store' });
}
