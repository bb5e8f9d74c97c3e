import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs, openLocalDatabase } from '../../../scripts/local-stack/supabase/database.ts';
import { inProcessServiceRole } from '../../../scripts/local-stack/supabase/rest-in-process.ts';
import { groupAddress } from '../../../supabase/functions/_shared/client-address.ts';
import {
  createMemoryRateLimiter,
  createPostgrestRateLimiter,
  enforceRateLimit,
  type RateLimiter,
} from '../../../supabase/functions/_shared/rate-limit.ts';

const limit = { perClient: 2, perNetwork: 3, global: 4, windowSeconds: 60 };
const at = groupAddress;

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const limiters: Array<[string, () => RateLimiter]> = [
  ['memory fake', () => createMemoryRateLimiter()],
  ['hit_client_limits over the local Data API', () => createPostgrestRateLimiter(inProcessServiceRole(db))],
];

describe.each(limiters)('%s', (_name, makeLimiter) => {
  it('allows perClient hits, then answers the seconds left in the window', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    expect((await limiter.hit(bucket, at('203.0.113.1'), limit)).wait).toBe(0);
    expect((await limiter.hit(bucket, at('203.0.113.1'), limit)).wait).toBe(0);
    const { wait, global } = await limiter.hit(bucket, at('203.0.113.1'), limit);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(global).toBeNull();
  });

  it('counts one IPv6 /64 as one client', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    expect((await limiter.hit(bucket, at('2001:db8:0:1::a'), limit)).wait).toBe(0);
    expect((await limiter.hit(bucket, at('2001:db8:0:1:ffff::b'), limit)).wait).toBe(0);
    expect((await limiter.hit(bucket, at('2001:db8:0:1:1234:5678:9abc:def0'), limit)).wait).toBeGreaterThan(0);
    expect((await limiter.hit(bucket, at('2001:db8:0:2::a'), limit)).wait).toBe(0);
  });

  it('caps a /24 more loosely than one address', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (const host of [1, 1, 2]) expect((await limiter.hit(bucket, at(`198.51.100.${host}`), limit)).wait).toBe(0);
    expect((await limiter.hit(bucket, at('198.51.100.3'), limit)).wait).toBeGreaterThan(0);
    expect((await limiter.hit(bucket, at('198.51.101.3'), limit)).wait).toBe(0);
  });

  it('never refuses for the global count: it only reports it (the alarm and the captcha dial)', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (let i = 0; i < 10; i++) await limiter.hit(bucket, at(`10.${i}.0.1`), limit);
    const late = await limiter.hit(bucket, at('192.0.2.77'), limit);
    expect(late).toEqual({ wait: 0, global: 11 });
  });

  it('lets a visitor through while a flood from one address is refused', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (let i = 0; i < 10; i++) await limiter.hit(bucket, at('203.0.113.66'), limit);
    expect(await limiter.hit(bucket, at('192.0.2.1'), limit)).toEqual({ wait: 0, global: 3 });
  });
});

describe('hit_client_limits pruning', () => {
  it('removes stale windows in bounded batches on every hit, not by chance', async () => {
    await db.exec(`insert into private.rate_limit_hits (bucket, client, window_start, hits)
      select 'stale', 'c' || g, now() - interval '2 days', 1 from generate_series(1, 120) g`);
    const limiter = createPostgrestRateLimiter(inProcessServiceRole(db));
    const stale = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from private.rate_limit_hits where bucket = 'stale'"))
        .rows[0]!.n;
    await limiter.hit('fresh', at('192.0.2.9'), limit);
    expect(await stale()).toBe(70);
    await limiter.hit('fresh', at('192.0.2.9'), limit);
    await limiter.hit('fresh', at('192.0.2.9'), limit);
    expect(await stale()).toBe(0);
  });
});

describe('enforceRateLimit', () => {
  it('throws 429 with Retry-After past the limit', async () => {
    const limiter = createMemoryRateLimiter();
    // A forged X-Forwarded-For changes nothing: the platform's header is the client.
    const req = new Request('http://localhost/', {
      headers: { 'CF-Connecting-IP': '198.51.100.1', 'X-Forwarded-For': `${Math.random()}` },
    });
    for (let i = 0; i < 5; i++) await enforceRateLimit(limiter, 'send-demo-request', req);
    const error = await enforceRateLimit(limiter, 'send-demo-request', req).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number((error as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(0);
  });
});

describe('hit_client_limits privileges', () => {
  it.each(['anon', 'authenticated'] as const)('cannot be executed by %s', async (role) => {
    await expect(runAs(db, role, (tx) => tx.query("select public.hit_rate_limit('x', 'y', 1, 1, 60)"))).rejects.toThrow(
      /permission denied/,
    );
    const call = "select public.hit_client_limits('x', 'y', 'z', 1, 1, 1, 60)";
    await expect(runAs(db, role, (tx) => tx.query(call))).rejects.toThrow(/permission denied/);
    await expect(runAs(db, role, (tx) => tx.query('select public.rate_limit_load(60)'))).rejects.toThrow(
      /permission denied/,
    );
  });
  it('keeps the counter table out of reach of anon', async () => {
    await expect(runAs(db, 'anon', (tx) => tx.query('select * from private.rate_limit_hits'))).rejects.toThrow(
      /permission denied/,
    );
  });
});
