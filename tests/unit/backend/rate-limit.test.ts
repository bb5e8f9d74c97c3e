import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs, openLocalDatabase } from '../../../scripts/local-stack/supabase/database.ts';
import { createPgliteRateLimiter } from '../../../scripts/local-stack/supabase/local-deps.ts';
import {
  clientAddress,
  createMemoryRateLimiter,
  enforceRateLimit,
  type RateLimiter,
} from '../../../supabase/functions/_shared/rate-limit.ts';

const limit = { perClient: 2, global: 3, windowSeconds: 60 };
const from = (address?: string) =>
  new Request('http://localhost/', address ? { headers: { 'X-Forwarded-For': address } } : {});

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For entry', () => {
    expect(clientAddress(from('203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
  });
  it('puts requests without the header in one shared bucket', () => {
    expect(clientAddress(from())).toBe('unknown');
  });
});

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const limiters: Array<[string, () => RateLimiter]> = [
  ['memory fake', () => createMemoryRateLimiter()],
  ['hit_rate_limit on PGlite', () => createPgliteRateLimiter(db)],
];

describe.each(limiters)('%s', (_name, makeLimiter) => {
  it('allows perClient hits, then answers the seconds left in the window', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    expect(await limiter.hit(bucket, 'a', limit)).toBe(0);
    expect(await limiter.hit(bucket, 'a', limit)).toBe(0);
    const wait = await limiter.hit(bucket, 'a', limit);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('lets another address through while one is refused, until the global cap', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (let i = 0; i < 10; i++) await limiter.hit(bucket, 'flood', limit);
    expect(await limiter.hit(bucket, 'visitor', limit)).toBe(0);
    // flood used 2 of the global 3; the visitor the third; a fourth address is past the cap.
    expect(await limiter.hit(bucket, 'late', limit)).toBeGreaterThan(0);
  });
});

describe('enforceRateLimit', () => {
  it('throws 429 with Retry-After past the limit', async () => {
    const limiter = createMemoryRateLimiter();
    const req = from('198.51.100.1');
    for (let i = 0; i < 5; i++) await enforceRateLimit(limiter, 'send-demo-request', req);
    const error = await enforceRateLimit(limiter, 'send-demo-request', req).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number((error as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(0);
  });
});

describe('hit_rate_limit privileges', () => {
  it.each(['anon', 'authenticated'] as const)('cannot be executed by %s', async (role) => {
    await expect(runAs(db, role, (tx) => tx.query("select public.hit_rate_limit('x', 'y', 1, 1, 60)"))).rejects.toThrow(
      /permission denied/,
    );
  });
  it('keeps the counter table out of reach of anon', async () => {
    await expect(runAs(db, 'anon', (tx) => tx.query('select * from private.rate_limit_hits'))).rejects.toThrow(
      /permission denied/,
    );
  });
});
