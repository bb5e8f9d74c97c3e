// Our ALTCHA (altcha.ts, altcha-solver.ts) against the reference library, altcha-lib's v1 API: each
// side solves and verifies the other's challenges, and the fast solver's hash is SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge as libCreate, solveChallenge as libSolve, verifySolution as libVerify } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import {
  createChallenge,
  solveChallenge,
  verifySolution,
} from '../../../../../../supabase/functions/_shared/captcha/altcha.ts';
import { sha256Short } from '../../../../../../supabase/functions/_shared/captcha/altcha-solver.ts';

const KEY = 'interop-key';
const hexOf = (words: Uint32Array) => [...words].map((word) => word.toString(16).padStart(8, '0')).join('');

describe('ALTCHA against altcha-lib/v1', () => {
  it('sha256Short is SHA-256 for every length up to one block', () => {
    for (let length = 0; length <= 55; length++) {
      const text = randomBytes(40).toString('base64').slice(0, length).padEnd(length, 'x');
      expect(hexOf(sha256Short(text))).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('writes salts as the library does: parameters, then a closing &', async () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    const theirs = await libCreate({ hmacKey: KEY, maxnumber: 10, expires: new Date(now + 300_000) });
    const ours = await createChallenge({ hmacKey: KEY, maxnumber: 10, expiresInSeconds: 300, now });
    expect(ours.salt.replace(/^[0-9a-f]+/, '')).toBe(theirs.salt.replace(/^[0-9a-f]+/, ''));
  });

  it('our solver solves their challenges, and they verify it', async () => {
    const theirs = await libCreate({ hmacKey: KEY, maxnumber: 20_000, expires: new Date(Date.now() + 300_000) });
    const payload = await solveChallenge({ ...theirs, algorithm: 'SHA-256', maxnumber: 20_000 });
    expect(payload).not.toBeNull();
    expect(await libVerify(payload!, KEY)).toBe(true);
    expect((await verifySolution(payload!, KEY, { maxExpiresInSeconds: 330 })).check).toBe('ok');
  });

  it('their solver solves our challenges, and both verify it', async () => {
    const ours = await createChallenge({ hmacKey: KEY, maxnumber: 20_000, expiresInSeconds: 300 });
    const solved = await libSolve(ours.challenge, ours.salt, 'SHA-256', ours.maxnumber).promise;
    const payload = btoa(JSON.stringify({ ...ours, number: solved!.number, maxnumber: undefined }));
    expect(await libVerify(payload, KEY)).toBe(true);
    expect((await verifySolution(payload, KEY, { maxExpiresInSeconds: 330 })).check).toBe('ok');
  });
});
