// ElevenLabs signs every webhook: `ElevenLabs-Signature: t=<unix seconds>,v0=<hex HMAC-SHA256 of "<t>.<raw body>">`
// with the webhook's shared secret (the scheme of WebhooksClient.constructEvent in @elevenlabs/elevenlabs-js).
// Web Crypto only, so the same check runs in Deno, Node and tests.

/** ElevenLabs' own SDK accepts signatures up to 30 minutes old; we refuse older ones as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 30 * 60;
/** A timestamp from the future beyond normal clock skew is as suspect as an old one. */
const FUTURE_SKEW_SECONDS = 5 * 60;

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'invalid' };

async function hmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const digest = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares without stopping at the first difference, so timing says nothing about the expected value. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The header value for `rawBody` signed at `timestampSeconds` (the simulator and tests sign with it). */
export async function signWebhook(rawBody: string, secret: string, timestampSeconds: number): Promise<string> {
  return `t=${timestampSeconds},v0=${await hmacHex(secret, `${timestampSeconds}.${rawBody}`)}`;
}

/** Checks an `ElevenLabs-Signature` header against the raw body, as received, byte for byte. */
export async function verifyWebhookSignature(
  header: string | null,
  rawBody: string,
  secret: string,
  nowMs: number,
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim());
  const timestampText = parts.find((part) => part.startsWith('t='))?.slice(2) ?? '';
  const signatures = parts.filter((part) => part.startsWith('v0=')).map((part) => part.slice(3));
  if (!/^\d{1,12}$/.test(timestampText) || signatures.length === 0) return { ok: false, reason: 'malformed' };

  const timestamp = Number(timestampText);
  const ageSeconds = nowMs / 1000 - timestamp;
  if (ageSeconds > SIGNATURE_TOLERANCE_SECONDS || ageSeconds < -FUTURE_SKEW_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  const expected = await hmacHex(secret, `${timestampText}.${rawBody}`);
  return signatures.some((signature) => sameText(signature.toLowerCase(), expected))
    ? { ok: true, timestamp }
    : { ok: false, reason: 'invalid' };
}
