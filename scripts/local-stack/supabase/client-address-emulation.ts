// The hosted platform's client-address headers, emulated from the socket (issues 27 and 28): Cloudflare
// OVERWRITES CF-Connecting-IP with the connecting address and APPENDS it to any X-Forwarded-For the
// client sent (https://developers.cloudflare.com/fundamentals/reference/http-headers/); Supabase's own
// proxy passes x-real-ip. A client's X-Forwarded-For passes through untrusted, so the functions and
// PostgREST's request.headers see what they would see live. The lead reconciles this with the gateway.
import type { IncomingMessage } from 'node:http';

/**
 * A browser cannot pick its source address, so the e2e suite (each test its own client) names one in
 * this header; it counts only when the stack was started with LOCAL_TEST_CLIENT_HEADER=1
 * (playwright.config.ts) and only from loopback. npm start, npm run dev and npm run abuse ignore it.
 */
export const TEST_CLIENT_HEADER = 'x-test-client-address';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Rewrites `req.headers` in place, before the request becomes a WHATWG Request or reaches PostgREST. */
export function emulatePlatformAddress(req: IncomingMessage): void {
  const named = req.headers[TEST_CLIENT_HEADER];
  delete req.headers[TEST_CLIENT_HEADER];
  let socket = req.socket.remoteAddress;
  if (!socket) return;
  if (process.env.LOCAL_TEST_CLIENT_HEADER === '1' && LOOPBACK.test(socket) && typeof named === 'string')
    socket = named;
  const sent = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  req.headers['cf-connecting-ip'] = socket;
  req.headers['x-real-ip'] = socket;
  req.headers['x-forwarded-for'] = chain === '' ? socket : `${chain}, ${socket}`;
}
