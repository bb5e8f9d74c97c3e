// For scripts and tests that start a server of their own next to others: a port nobody uses, and a
// wait until the server answers.
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Polls `url` until it answers 2xx; `details` adds context (e.g. the server's output) to the timeout error. */
export async function waitForServer(url: string, timeoutMs: number, details: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  const extra = details();
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s${extra ? `:\n${extra}` : ''}`);
}
