// The call id the page polls with (GET voice-call-me?call=<id>): the conversation id and the time the
// call was placed, signed with HMAC-SHA256, so nobody can read the state of a call they did not place,
// and the server keeps no table of ids. Expires after a day.
const LIFETIME_MS = 24 * 3_600_000;
const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

async function sign(key: string, message: string): Promise<string> {
  // A key of its own for call ids, derived from the captcha key by its purpose.
  const raw = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`voice-call-me|${key}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', raw, encoder.encode(message))));
}

export async function signCallId(key: string, conversationId: string, placedAt: number): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify({ c: conversationId, t: placedAt })));
  return `${body}.${await sign(key, body)}`;
}

/** The conversation and when it was placed, for a genuine, unexpired call id; null otherwise. */
export async function readCallId(
  key: string,
  callId: string,
  now: number,
): Promise<{ conversationId: string; placedAt: number } | null> {
  const [body, signature, extra] = callId.split('.');
  if (!body || !signature || extra !== undefined || callId.length > 600) return null;
  const expected = await sign(key, body);
  // Compared in full whatever the first difference, so the time taken tells nothing.
  let difference = expected.length ^ signature.length;
  for (let index = 0; index < expected.length; index++) {
    difference |= expected.charCodeAt(index) ^ (signature.charCodeAt(index) || 0);
  }
  if (difference !== 0) return null;
  try {
    const fields = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as { c?: unknown; t?: unknown };
    if (typeof fields.c !== 'string' || typeof fields.t !== 'number' || now - fields.t > LIFETIME_MS) return null;
    return { conversationId: fields.c, placedAt: fields.t };
  } catch {
    return null;
  }
}
