// Guard for the local admin paths (/__backend/*, /__sim/*): they read leads and drive the voice
// simulator, so only this machine's own tools and pages may use them.
//   * Host must name the loopback interface. A page on another site that points its own DNS name at
//     127.0.0.1 (DNS rebinding) then sends its own Host, and is refused.
//   * A browser request must come from the same origin: Sec-Fetch-Site (sent by every current browser)
//     same-origin or none (typed in the address bar), and an Origin, when sent, on this very host. So a
//     cross-site <form method="post"> cannot reach them either. Tools (curl, Node) send neither header.
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Why the request must be refused, or null when it may go on. */
export function adminRequestRefusal(req: Pick<IncomingMessage, 'headers'>): string | null {
  const host = req.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (!LOOPBACK_HOSTS.has(hostname)) {
    return `The local admin paths answer only on 127.0.0.1 or localhost, not on host "${host}".`;
  }
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return 'The local admin paths refuse requests sent by another site.';
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return 'The local admin paths refuse requests with a malformed Origin.';
    }
    if (originHost !== host.toLowerCase()) return 'The local admin paths refuse requests sent by another site.';
  } else if (origin === 'null') {
    return 'The local admin paths refuse requests from opaque origins.';
  }
  return null;
}

export const isAdminPath = (pathname: string) => pathname.startsWith('/__backend/') || pathname.startsWith('/__sim/');

/** Answers a GET of a local admin list (stored leads, voice sessions) from this machine only. */
export async function serveAdminList(
  req: IncomingMessage,
  res: ServerResponse,
  list: () => Promise<unknown[]>,
): Promise<void> {
  // Lead data is personal: only the machine running the server may read it.
  if (!isLoopback(req.socket.remoteAddress)) {
    return sendJson(res, 403, { error: 'The leads endpoint only answers requests from this machine.' });
  }
  const refusal = adminRequestRefusal(req);
  if (refusal) return sendJson(res, 403, { error: refusal });
  if (req.method !== 'GET') return sendJson(res, 405, { error: 'Use GET.' });
  return sendJson(res, 200, await list());
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
