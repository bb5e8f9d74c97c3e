// HTTP plumbing shared by the edge functions (Deno) and the local backend (Node).
// Keep this file free of Deno and node: APIs: only WHATWG Request/Response/fetch.

/** Every form we accept fits in a few KB; anything bigger is refused before it is parsed. */
export const MAX_BODY_BYTES = 10 * 1024;

/** A failure the caller should see, with the JSON body to send. Never put internal details in `body`. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(`HTTP ${status}: ${JSON.stringify(body)}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const payloadTooLarge = () => new HttpError(413, { error: 'payload_too_large', maxBytes: MAX_BODY_BYTES });
const invalidJson = () => new HttpError(400, { error: 'invalid_json' });

/**
 * Reads and parses a JSON body of at most `maxBytes`. Content-Length is checked first, but it can
 * be absent (chunked) or wrong, so the bytes actually received are counted too.
 */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declaredLength = Number(req.headers.get('content-length') ?? '0');
  if (declaredLength > maxBytes) throw payloadTooLarge();

  const bytes = await readAtMost(req, maxBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidJson();
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/** The body's bytes, refused with 413 as soon as more than `maxBytes` arrived (nothing beyond is read). */
export async function readAtMost(req: Request, maxBytes: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
