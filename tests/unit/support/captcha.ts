// A solved ALTCHA payload at the lowest difficulty (the number is 0), made synchronously with
// node:crypto so request helpers can attach a fresh one to every call, the way the browser does.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CaptchaDeps } from '../../../supabase/functions/_shared/captcha/captcha.ts';

export const TEST_ALTCHA_KEY = 'test-altcha-hmac-key';

/** Payload for X-Altcha; `expiresInSeconds` negative gives an expired one. */
export function solvedCaptcha(options: { key?: string; expiresInSeconds?: number } = {}): string {
  const expires = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 300);
  // The '&' ends the parameters, as altcha-lib's createChallenge writes it (our verifier requires it).
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&`;
  const number = 0;
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  const signature = createHmac('sha256', options.key ?? TEST_ALTCHA_KEY)
    .update(challenge)
    .digest('hex');
  const solution = { algorithm: 'SHA-256', challenge, number, salt, signature };
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

/** Captcha deps for handler tests: the test key (the spent list is the limiter's, rate-limit.ts). */
export function testCaptchaDeps(): CaptchaDeps {
  return { hmacKey: TEST_ALTCHA_KEY };
}
