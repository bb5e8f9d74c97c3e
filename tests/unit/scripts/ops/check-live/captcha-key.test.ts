// @vitest-environment node
// A deployed project never signs captchas with the local stack's public key or a key shorter than
// HMAC-SHA256's 32 bytes: the production build refuses it in supabase/functions/.env, the hosted functions
// refuse it at start, and check:live fails a live challenge that verifies with the local key (issue 38).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionSecretProblems, readFunctionSecrets } from '../../../../../scripts/build/production-secrets.ts';
import { checkCaptchaKey, signedWithLocalKey } from '../../../../../scripts/ops/check-live/captcha-key.ts';
import { createChallenge } from '../../../../../supabase/functions/_shared/captcha/altcha.ts';
import { LOCAL_ALTCHA_HMAC_KEY } from '../../../../../supabase/functions/_shared/captcha/captcha.ts';
import {
  captchaChallengeDepsFromEnv,
  captchaDepsFromEnv,
} from '../../../../../supabase/functions/_shared/captcha/captcha-deps.ts';
import { hmacKeyFromEnv, hmacKeyProblem } from '../../../../../supabase/functions/_shared/captcha/hmac-key.ts';

const GOOD_KEY = 'a'.repeat(64);
const FIX = 'make one with openssl rand -hex 32, put it in supabase/functions/.env and run npx supabase secrets set';

describe('hmacKeyProblem', () => {
  it("refuses the local stack's key and a key under 32 bytes, and takes a 32-byte one", () => {
    expect(hmacKeyProblem(LOCAL_ALTCHA_HMAC_KEY)).toBe(
      `ALTCHA_HMAC_KEY is the local stack's development key, which is public: ${FIX}.`,
    );
    expect(hmacKeyProblem('k'.repeat(31))).toBe(
      `ALTCHA_HMAC_KEY is 31 bytes; an HMAC-SHA256 key needs at least 32 (RFC 2104, section 3): ${FIX}.`,
    );
    expect(hmacKeyProblem('k'.repeat(32))).toBeNull();
  });
});

describe('the production build', () => {
  it('refuses the local or a short key in supabase/functions/.env, and judges no file it cannot see', () => {
    expect(functionSecretProblems({ ALTCHA_HMAC_KEY: LOCAL_ALTCHA_HMAC_KEY })).toEqual([
      `supabase/functions/.env: ALTCHA_HMAC_KEY is the local stack's development key, which is public: ${FIX}.`,
    ]);
    expect(functionSecretProblems({ ALTCHA_HMAC_KEY: 'short' })).toHaveLength(1);
    expect(functionSecretProblems({ ALTCHA_HMAC_KEY: GOOD_KEY })).toEqual([]);
    expect(functionSecretProblems({ ALTCHA_HMAC_KEY: '' })).toEqual([]);
    expect(functionSecretProblems(null)).toEqual([]);
  });

  it('reads supabase/functions/.env as dotenv does', () => {
    const root = mkdtempSync(join(tmpdir(), 'function-secrets-'));
    try {
      expect(readFunctionSecrets(root)).toBeNull();
      mkdirSync(join(root, 'supabase/functions'), { recursive: true });
      writeFileSync(join(root, 'supabase/functions/.env'), `# comment\nALTCHA_HMAC_KEY="${LOCAL_ALTCHA_HMAC_KEY}"\n`);
      expect(readFunctionSecrets(root)).toEqual({ ALTCHA_HMAC_KEY: LOCAL_ALTCHA_HMAC_KEY });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the functions at start', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  const log = () => {
    const lines: string[] = [];
    return { lines, error: (line: string) => void lines.push(line) };
  };

  it('refuse the local or a short key on the hosted platform (SB_REGION set), saying why', () => {
    const logged = log();
    expect(
      hmacKeyFromEnv(env({ SB_REGION: 'eu-central-1', ALTCHA_HMAC_KEY: LOCAL_ALTCHA_HMAC_KEY }), logged),
    ).toBeNull();
    expect(hmacKeyFromEnv(env({ SB_REGION: 'eu-central-1', ALTCHA_HMAC_KEY: 'short' }), logged)).toBeNull();
    expect(logged.lines).toHaveLength(2);
    expect(logged.lines[0]).toMatch(/^captcha: refusing every challenge and solution\. ALTCHA_HMAC_KEY is the local/);
    expect(hmacKeyFromEnv(env({ SB_REGION: 'eu-central-1', ALTCHA_HMAC_KEY: GOOD_KEY }), logged)).toBe(GOOD_KEY);
  });

  it('wire it into the challenge and the check of every captcha function', () => {
    const hosted = env({ SB_REGION: 'eu-central-1', ALTCHA_HMAC_KEY: LOCAL_ALTCHA_HMAC_KEY });
    const quiet = { error: () => {} } as unknown as Console;
    const original = console.error;
    console.error = quiet.error;
    try {
      expect(captchaChallengeDepsFromEnv(hosted).hmacKey).toBeNull();
      expect(captchaDepsFromEnv(hosted).hmacKey).toBeNull();
    } finally {
      console.error = original;
    }
  });

  it('keep the development key on the local stack', () => {
    expect(hmacKeyFromEnv(env({ ALTCHA_HMAC_KEY: LOCAL_ALTCHA_HMAC_KEY }), log())).toBe(LOCAL_ALTCHA_HMAC_KEY);
  });
});

describe("check:live's captcha key row", () => {
  const challengeWith = async (hmacKey: string) =>
    createChallenge({ hmacKey, maxnumber: 10, expiresInSeconds: 60, now: Date.now() });
  const context = (hmacKey: string) => ({
    timeoutMs: 1000,
    fetch: (async () => Response.json(await challengeWith(hmacKey))) as typeof fetch,
  });

  it('recognises a challenge signed with the local key', async () => {
    const local = await challengeWith(LOCAL_ALTCHA_HMAC_KEY);
    expect(signedWithLocalKey(local.challenge, local.signature)).toBe(true);
    const own = await challengeWith(GOOD_KEY);
    expect(signedWithLocalKey(own.challenge, own.signature)).toBe(false);
  });

  it('fails a live site signed with the local key, and passes npm start and a real key', async () => {
    const live = await checkCaptchaKey(
      context(LOCAL_ALTCHA_HMAC_KEY),
      'https://www.example.com',
      'https://x.supabase.co',
    );
    expect(live.status).toBe('FAIL');
    expect(live.detail).toMatch(/^challenges are signed with the local stack's public key/);
    expect(
      (await checkCaptchaKey(context(LOCAL_ALTCHA_HMAC_KEY), 'http://127.0.0.1:4173', 'http://127.0.0.1:4173')).status,
    ).toBe('ok');
    expect((await checkCaptchaKey(context(GOOD_KEY), 'https://www.example.com', 'https://x.supabase.co')).detail).toBe(
      "not the local stack's key",
    );
  });
});
