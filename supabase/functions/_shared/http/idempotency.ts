// Idempotency-Key: the browser makes one UUID per submission and sends it on every retry. It is the
// demo_requests row id, so a retried submission finds its stored row instead of adding another.
import { HttpError } from './http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's Idempotency-Key in lower case, null when absent; 400 when it is not a UUID. */
export function idempotencyKey(req: Request): string | null {
  const key = req.headers.get('idempotency-key')?.trim();
  if (!key) return null;
  if (!UUID.test(key)) throw new HttpError(400, { error: 'invalid_idempotency_key' });
  return key.toLowerCase();
}
