// @vitest-environment node
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { POST_CALL_SIGNATURE_HEADER, signPostCallWebhook } from '@harbourline/voice-simulator';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../../../../../supabase/functions/_shared/voice/webhook-signature.ts';

// Both sides of the post-call webhook's signature, written apart: the voice simulator signs with its own code
// (packages/voice-simulator/src/webhooks/signature.ts), the backend checks with its own. Each must agree with
// the other and with the official SDK's check (WebhooksClient.constructEvent), the platform's contract.

const SECRET = 'wsec_test';
const BODY = '{"type":"post_call_transcription","data":{"conversation_id":"conv_1"}}';
const nowSeconds = Math.floor(Date.now() / 1000);

describe("the simulator's post-call signature", () => {
  it('is sent under the header the backend reads', () => {
    expect(POST_CALL_SIGNATURE_HEADER).toBe('ElevenLabs-Signature');
  });

  it("passes the backend's verifier", async () => {
    const header = signPostCallWebhook(BODY, SECRET, nowSeconds - 5);
    expect(await verifyWebhookSignature(header, BODY, SECRET, Date.now())).toEqual({
      ok: true,
      timestamp: nowSeconds - 5,
    });
  });

  it("passes the official SDK's constructEvent", async () => {
    const header = signPostCallWebhook(BODY, SECRET, nowSeconds);
    const client = new ElevenLabsClient({ apiKey: 'unused' });
    await expect(client.webhooks.constructEvent(BODY, header, SECRET)).resolves.toEqual(JSON.parse(BODY));
  });

  it.each([
    ['a tampered body', () => signPostCallWebhook(BODY, SECRET, nowSeconds), BODY.replace('conv_1', 'conv_2')],
    ['another secret', () => signPostCallWebhook(BODY, 'wsec_other', nowSeconds), BODY],
    [
      'a moved timestamp',
      () => signPostCallWebhook(BODY, SECRET, nowSeconds).replace(`t=${nowSeconds}`, `t=${nowSeconds - 1}`),
      BODY,
    ],
  ])('is refused by the backend for %s', async (_name, header, body) => {
    expect(await verifyWebhookSignature(header(), body, SECRET, Date.now())).toEqual({ ok: false, reason: 'invalid' });
  });
});
