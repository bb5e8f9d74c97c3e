// Bridges Node's http objects to the WHATWG Request/Response the edge-function handlers use.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stampClientAddress } from './gateway.ts';

/**
 * Bodies are buffered up to this size before the handler sees them. The handlers enforce their
 * own, much smaller limit; this only stops a runaway upload from filling memory.
 */
const MAX_BUFFERED_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body is larger than ${MAX_BUFFERED_BODY_BYTES} bytes.`);
  }
}

/**
 * With `clientAddress` (the socket's), the request carries it as the hosted gateway passes it
 * (gateway.ts stampClientAddress): in cf-connecting-ip and x-real-ip, and appended to x-forwarded-for.
 */
export async function toWebRequest(req: IncomingMessage, clientAddress?: string): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (clientAddress !== undefined) stampClientAddress(headers, clientAddress);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
  return new Request(url, { method, headers, body });
}

// Buffering (rather than streaming) lets a handler refuse a body without reading it. Oversized
// bodies are drained, not destroyed: destroying an unfinished request also closes the socket, and
// the 413 answer would never arrive.
function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total <= MAX_BUFFERED_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (total > MAX_BUFFERED_BODY_BYTES) reject(new BodyTooLargeError());
      else resolve(new Uint8Array(Buffer.concat(chunks)));
    });
    req.on('error', reject);
  });
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
