/**
 * The signature ElevenLabs puts on each webhook: `ElevenLabs-Signature: t=<unix seconds>,v0=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with the webhook's shared secret, as documented at
 * https://elevenlabs.io/docs/agents-platform/workflows/post-call-webhooks ("Authentication") and checked by
 * `WebhooksClient.constructEvent` in @elevenlabs/elevenlabs-js (wrapper/webhooks.js). The simulator signs with
 * its own code, not the backend's verifier module, so a mistake on one side of the contract shows up as a
 * refusal in tests/webhook-signature.test.ts instead of being shared by both.
 */
import { createHmac } from 'node:crypto';

export const POST_CALL_SIGNATURE_HEADER = 'ElevenLabs-Signature';

/** The header value for `rawBody`, signed with `secret` at `timestampSeconds`. */
export function signPostCallWebhook(rawBody: string, secret: string, timestampSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v0=${digest}`;
}
