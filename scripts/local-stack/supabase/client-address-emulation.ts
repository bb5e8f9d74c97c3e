// The address the local gateway stamps into cf-connecting-ip, x-real-ip and x-forwarded-for
// (gateway.ts stampClientAddress): the socket's, as Cloudflare does for the hosted platform.
import type { IncomingMessage } from 'node:http';

/**
 * A browser cannot pick its source address, so the e2e suite (each test its own client) names one in
 * this header; it counts only when the stack was started with LOCAL_TEST_CLIENT_HEADER=1
 * (playwright.config.ts) and only from loopback. npm start and npm run dev ignore it; npm run abuse turns it
 * on for its proxy-pool flood of IPv6 /48s only (a loopback socket cannot be a /48). The header never
 * reaches a function or PostgREST.
 */
export const TEST_CLIENT_HEADER = 'x-test-client-address';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The client address of a request to the local gateway; removes the test header either way. */
export function clientAddressOf(req: IncomingMessage): string {
  const named = req.headers[TEST_CLIENT_HEADER];
  delete req.headers[TEST_CLIENT_HEADER];
  const socket = req.socket.remoteAddress ?? 'unknown';
  const trusted = process.env.LOCAL_TEST_CLIENT_HEADER === '1' && LOOPBACK.test(socket);
  return trusted && typeof named === 'string' && named !== '' ? named : socket;
}
