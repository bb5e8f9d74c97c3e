// The abuse test's HTTP client: each simulated client sends from its own loopback address (Linux
// answers the whole 127.0.0.0/8), as real clients would, so the local stack's platform emulation sees
// distinct socket addresses. Headers a client writes (X-Forwarded-For) are only ever forgeries.
import http from 'node:http';
import { solveChallenge, type AltchaChallenge } from '../../../supabase/functions/_shared/captcha/altcha.ts';

export interface Sent {
  status: number;
  body: string;
}

/** One request from `localAddress` to the local stack at `base`; network failures answer status 0. */
export function request(
  base: string,
  localAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Sent> {
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(init.body);
  });
}

/** What a browser does before a protected call: fetch a challenge and solve it. */
export async function solvedPayload(base: string, localAddress: string, origin: string): Promise<string | null> {
  const answer = await request(base, localAddress, '/functions/v1/captcha-challenge', { headers: { Origin: origin } });
  if (answer.status !== 200) return null;
  return solveChallenge(JSON.parse(answer.body) as AltchaChallenge);
}

/** A loopback address for client `n` of group `group`: each client in its own /24 unless `sameNet`. */
export function loopback(group: number, n: number, sameNet = false): string {
  return sameNet ? `127.${group}.0.${(n % 250) + 1}` : `127.${group}.${n % 250}.1`;
}

/** A forged X-Forwarded-For, different every call: the header the old limits believed. */
export const forgedForwardedFor = (i: number) => `203.0.${(i >> 8) & 255}.${i & 255}`;
