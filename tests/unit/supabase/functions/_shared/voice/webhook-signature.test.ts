// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhookSignature,
} from '../../../../../../supabase/functions/_shared/voice/webhook-signature.ts';

const SECRET = 'wsec_test';
const BODY = '{"type":"post_call_transcription","data":{"conversation_id":"conv_1"}}';
const NOW_MS = Date.UTC(2026, 10, 23, 2, 0, 0);
const nowSeconds = Math.floor(NOW_MS / 1000);

describe('ElevenLabs-Signature', () => {
  it('signs as ElevenLabs documents: t=<unix>,v0=<hex HMAC-SHA256 of "<t>.<body>">', async () => {
    const expected = createHmac('sha256', SECRET).update(`${nowSeconds}.${BODY}`).digest('hex');
    expect(await signWebhook(BODY, SECRET, nowSeconds)).toBe(`t=${nowSeconds},v0=${expected}`);
  });

  it('accepts a good signature', async () => {
    const header = await signWebhook(BODY, SECRET, nowSeconds - 60);
    expect(await verifyWebhookSignature(header, BODY, SECRET, NOW_MS)).toEqual({
      ok: true,
      timestamp: nowSeconds - 60,
    });
  });

  it.each([
    ['another secret', async () => signWebhook(BODY, 'wsec_other', nowSeconds)],
    ['a changed body', async () => signWebhook(`${BODY} `, SECRET, nowSeconds)],
    [
      'a changed timestamp',
      async () => (await signWebhook(BODY, SECRET, nowSeconds)).replace(`t=${nowSeconds}`, `t=${nowSeconds - 1}`),
    ],
  ])('refuses a bad signature: %s', async (_, header) => {
    expect(await verifyWebhookSignature(await header(), BODY, SECRET, NOW_MS)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a stale signature (a replay of an old delivery) and one from the future', async () => {
    const old = await signWebhook(BODY, SECRET, nowSeconds - SIGNATURE_TOLERANCE_SECONDS - 1);
    expect(await verifyWebhookSignature(old, BODY, SECRET, NOW_MS)).toEqual({ ok: false, reason: 'stale' });
    const future = await signWebhook(BODY, SECRET, nowSeconds + 3600);
    expect(await verifyWebhookSignature(future, BODY, SECRET, NOW_MS)).toEqual({ ok: false, reason: 'stale' });
  });

  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['v0=abc', 'malformed'],
    [`t=${nowSeconds}`, 'malformed'],
    ['t=soon,v0=abc', 'malformed'],
  ])('refuses the header %j as %s', async (header, reason) => {
    expect(await verifyWebhookSignature(header, BODY, SECRET, NOW_MS)).toEqual({ ok: false, reason });
  });
});
