// The editor's API writes industry files whose text ends up in agent prompts (agents:push), so only
// the editor page itself may call it: the same guard as the local admin paths (loopback Host against
// DNS rebinding, Sec-Fetch-Site same-origin or none, Origin on this host), and a JSON content type on
// writes. A cross-site page can send a text/plain or form POST without a preflight; it cannot send
// application/json without one, and the dev server answers no preflight for another origin.
//
// Headers are the caller's own words: with `HOST=0.0.0.0` (npm run dev on the LAN, for a phone), a
// machine on the network can send `Host: localhost` and no Origin. So the socket's peer address, which
// the caller cannot write, must be loopback too.
import type { IncomingMessage } from 'node:http';
import { adminRequestRefusal } from '../shared/admin-guard.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6 (a dual-stack socket reports it so). */
const LOOPBACK_PEER = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

export const isLoopbackPeer = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK_PEER.test(address);

/** Why an editor API request must be refused: { status, message }, or null when it may go on. */
export function editorRequestRefusal(
  req: Pick<IncomingMessage, 'headers' | 'method'> & { socket: Pick<IncomingMessage['socket'], 'remoteAddress'> },
): { status: number; message: string } | null {
  const peer = req.socket.remoteAddress;
  if (!isLoopbackPeer(peer)) {
    return { status: 403, message: `The editor answers only this machine, not ${peer ?? 'an unknown address'}.` };
  }
  const refusal = adminRequestRefusal(req);
  if (refusal) return { status: 403, message: refusal.replace('The local admin paths', 'The editor') };
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, message: 'The editor accepts only application/json' };
  return null;
}
