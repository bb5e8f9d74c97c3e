// ALTCHA v1 proof of work (https://altcha.org/docs/api/challenge-api/), written with WebCrypto so the
// same file runs in Deno, Node and the browser with no dependency for `deno check` to fetch offline.
// It follows altcha-lib/v1 (salt parameters end with '&', payload format, SHA-256) and adds what that
// library leaves to its callers: a constant-time signature check (altcha-lib v1 compares with ===),
// a strict salt shape, and an expiry no later than our lifetime plus skew. A unit test checks that
// altcha-lib's own solver and verifier interoperate with this file (tests/unit/supabase/functions/_shared/captcha/altcha-lib.test.ts).
// The challenge is sha256(salt + number) for a secret random number below maxnumber; the salt carries
// `?expires=<unix seconds>`, and the HMAC over the challenge proves we issued it, with no server state.
// Why not the kept packages (measured 2026-11-23, esbuild --bundle --minify): the `altcha` widget 3.2.2
// is 114,477 B (36,703 B gzip) and starts its solver as `new Worker("data:text/javascript…")`, which our
// CSP would have to allow (worker-src data:); `altcha-lib` 2.8.0's solveChallenge is 2,912 B (1,471 B
// gzip) against this file's 1,785 B (869 B gzip), and as an npm: import it breaks `deno check` offline.

export interface AltchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What the browser sends back, base64-encoded JSON, in the X-Altcha header. */
export interface AltchaSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

async function hmacKeyFor(key: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

async function hmacHex(key: string, text: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await hmacKeyFor(key, 'sign'), encoder.encode(text)));
}

export interface CreateChallengeOptions {
  hmacKey: string;
  /** Upper bound of the secret number: the solver tries maxnumber / 2 hashes on average. */
  maxnumber: number;
  expiresInSeconds: number;
  now?: number;
}

/**
 * As altcha-lib's v1 createChallenge: the salt's parameters end with '&', so moving digits of
 * `number` into the salt cannot change a parameter (it would only add an empty one); without it,
 * sha256('…?expires=170000000' + '01') is also sha256('…?expires=1700000000' + '1').
 */
export async function createChallenge(options: CreateChallengeOptions): Promise<AltchaChallenge> {
  const now = options.now ?? Date.now();
  const random = hex(crypto.getRandomValues(new Uint8Array(12)).buffer);
  const salt = `${random}?expires=${Math.floor(now / 1000) + options.expiresInSeconds}&`;
  const number = crypto.getRandomValues(new Uint32Array(1))[0]! % options.maxnumber;
  const challenge = await sha256Hex(salt + number);
  return {
    algorithm: 'SHA-256',
    challenge,
    maxnumber: options.maxnumber,
    salt,
    signature: await hmacHex(options.hmacKey, challenge),
  };
}

export type AltchaCheck = 'ok' | 'captcha_invalid' | 'captcha_expired';

/** The only salt we issue: 12 random bytes in hex, then `?expires=<unix seconds>&`. */
const SALT = /^[0-9a-f]{24}\?expires=(\d{1,12})&$/;

export interface VerifyOptions {
  now?: number;
  /** The longest lifetime we issue, plus clock skew between instances: a later expiry was not ours. */
  maxExpiresInSeconds: number;
}

export interface VerifiedSolution {
  solution: AltchaSolution;
  /** The salt's expiry in ms: the payload is spent until then. */
  expiresAt: number;
}

/**
 * Checks a payload's shape, signature (constant time: crypto.subtle.verify), work and expiry, with
 * no state. Single use is the caller's job (a spent list kept until `expiresAt`).
 */
export async function verifySolution(
  payload: string,
  hmacKey: string,
  options: VerifyOptions,
): Promise<{ check: AltchaCheck; verified?: VerifiedSolution }> {
  const now = options.now ?? Date.now();
  let solution: AltchaSolution;
  try {
    const parsed: unknown = JSON.parse(atob(payload));
    if (!isSolution(parsed)) return { check: 'captcha_invalid' };
    solution = parsed;
  } catch {
    return { check: 'captcha_invalid' };
  }
  const salt = SALT.exec(solution.salt);
  const signature = /^[0-9a-f]{64}$/.test(solution.signature) ? solution.signature : null;
  if (!salt || !signature) return { check: 'captcha_invalid' };
  const signatureBytes = new Uint8Array(signature.match(/../g)!.map((pair) => parseInt(pair, 16)));
  const key = await hmacKeyFor(hmacKey, 'verify');
  if (!(await crypto.subtle.verify('HMAC', key, signatureBytes, encoder.encode(solution.challenge)))) {
    return { check: 'captcha_invalid' };
  }
  // The challenge is public and signed; recomputing it from salt + number is the work check.
  if ((await sha256Hex(solution.salt + solution.number)) !== solution.challenge) return { check: 'captcha_invalid' };
  const expiresAt = Number(salt[1]) * 1000;
  if (expiresAt > now + options.maxExpiresInSeconds * 1000) return { check: 'captcha_invalid' };
  if (expiresAt < now) return { check: 'captcha_expired' };
  return { check: 'ok', verified: { solution, expiresAt } };
}

function isSolution(value: unknown): value is AltchaSolution {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.algorithm === 'SHA-256' &&
    typeof v.challenge === 'string' &&
    typeof v.salt === 'string' &&
    v.salt.length <= 200 &&
    typeof v.signature === 'string' &&
    Number.isSafeInteger(v.number) &&
    (v.number as number) >= 0
  );
}

/** The browser's solver lives in its own file, so the page bundles no server code. */
export { solveChallenge } from './altcha-solver.ts';
