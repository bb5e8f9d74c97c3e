// The captcha key, seen from outside: a challenge of the live captcha-challenge that verifies with the local
// stack's key (public, in this repository) means the project kept it, and anyone can sign challenges.
// The key's length cannot be seen from here; the production build and the functions refuse a short one
// (supabase/functions/_shared/captcha/hmac-key.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LOCAL_ALTCHA_HMAC_KEY } from '../../../supabase/functions/_shared/captcha/captcha.ts';
import { isLoopbackHost } from '../../shared/build-env.ts';
import { functionUrl } from './functions.ts';
import { describeError, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

/** Whether `signature` (hex) is the HMAC-SHA256 of `challenge` under the local stack's key. */
export function signedWithLocalKey(challenge: string, signature: string): boolean {
  const expected = createHmac('sha256', LOCAL_ALTCHA_HMAC_KEY).update(challenge).digest();
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function checkCaptchaKey(context: HttpContext, site: string, supabaseUrl: string): Promise<CheckRow> {
  let body: { challenge?: unknown; signature?: unknown };
  try {
    const response = await request(context, functionUrl(supabaseUrl, 'captcha-challenge'), {
      headers: { Origin: site },
    });
    if (!response.ok) {
      const text = await response.text();
      return row('captcha key', 'captcha-challenge', 'FAIL', `answered ${response.status} ${text.slice(0, 80)}`);
    }
    body = (await response.json()) as typeof body;
  } catch (error) {
    return row('captcha key', 'captcha-challenge', 'FAIL', describeError(error));
  }
  if (typeof body.challenge !== 'string' || typeof body.signature !== 'string') {
    return row('captcha key', 'captcha-challenge', 'FAIL', 'answered something other than a challenge');
  }
  if (!signedWithLocalKey(body.challenge, body.signature)) {
    return row('captcha key', 'captcha-challenge', 'ok', "not the local stack's key");
  }
  if (isLoopbackHost(new URL(site).hostname)) {
    return row('captcha key', 'captcha-challenge', 'ok', "the local stack's key, as npm start uses");
  }
  return row(
    'captcha key',
    'captcha-challenge',
    'FAIL',
    "challenges are signed with the local stack's public key: set ALTCHA_HMAC_KEY (openssl rand -hex 32) in supabase/functions/.env and run npx supabase secrets set",
  );
}
