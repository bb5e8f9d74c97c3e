// The editor's API writes industry files whose text ends up in agent prompts (agents:push), so only
// the editor page itself may call it: the same guard as the local admin paths (loopback Host against
// DNS rebinding, Sec-Fetch-Site same-origin or none, Origin on this host), and a JSON content type on
// writes. A cross-site page can send a text/plain or form POST without a preflight; it cannot send
// application/json without one, and the dev server answers no preflight for another origin.
import type { IncomingMessage } from 'node:http';
import { adminRequestRefusal } from '../shared/admin-guard.ts';

/** Why an editor API request must be refused: { status, message }, or null when it may go on. */
export function editorRequestRefusal(
  req: Pick<IncomingMessage, 'headers' | 'method'>,
): { status: number; message: string } | null {
  const refusal = adminRequestRefusal(req);
  if (refusal) return { status: 403, message: refusal.replace('The local admin paths', 'The editor') };
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, message: 'The editor accepts only application/json' };
  return null;
}
