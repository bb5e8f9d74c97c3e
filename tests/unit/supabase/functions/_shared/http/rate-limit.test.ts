import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs, openLocalDatabase } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { inProcessServiceRole } from '../../../../../../scripts/local-stack/supabase/rest-in-process.ts';
import { groupAddress } from '../../../../../../supabase/functions/_shared/http/client-address.ts';
import {
  createMemoryRateLimiter,
  createPostgrestRateLimiter,
  enforceRateLimit,
  type HitResult,
  type RateLimiter,
} from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';

const limit = { perClient: 2, perNetwork: 3, global: 4, windowSeconds: 60 };
const at = groupAddress;
/** A fresh payload's spend: each call of the tests below brings a newly solved captcha. */
const fresh = () => ({ signature: `sig-${Math.random()}`, expiresAt: new Date(Date.now() + 300_000) });
/** `wait` of a refusal, 0 when counted (the shape the checks below compare). */
const waitOf = (result: HitResult) => ('wait' in result ? result.wait : 0);

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const limiters: Array<[string, () => RateLimiter]> = [
  ['memory fake', () => createMemoryRateLimiter()],
  ['spend_captcha_and_count over the local Data API', () => createPostgrestRateLimiter(inProcessServiceRole(db))],
];

describe.each(limiters)('%s', (_name, makeLimiter) => {
  it('allows perClient hits, then answers the seconds left in the window', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    expect(waitOf(await limiter.hit(bucket, at('203.0.113.1'), limit, fresh()))).toBe(0);
    expect(waitOf(await limiter.hit(bucket, at('203.0.113.1'), limit, fresh()))).toBe(0);
    const refused = await limiter.hit(bucket, at('203.0.113.1'), limit, fresh());
    expect(refused.outcome).toBe('rate_limited');
    expect(waitOf(refused)).toBeGreaterThan(0);
    expect(waitOf(refused)).toBeLessThanOrEqual(60);
  });

  it('counts one IPv6 /64 as one client', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    expect(waitOf(await limiter.hit(bucket, at('2001:db8:0:1::a'), limit, fresh()))).toBe(0);
    expect(waitOf(await limiter.hit(bucket, at('2001:db8:0:1:ffff::b'), limit, fresh()))).toBe(0);
    expect(waitOf(await limiter.hit(bucket, at('2001:db8:0:1:1234:5678:9abc:def0'), limit, fresh()))).toBeGreaterThan(
      0,
    );
    expect(waitOf(await limiter.hit(bucket, at('2001:db8:0:2::a'), limit, fresh()))).toBe(0);
  });

  it('caps a /24 more loosely than one address', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (const host of [1, 1, 2])
      expect(waitOf(await limiter.hit(bucket, at(`198.51.100.${host}`), limit, fresh()))).toBe(0);
    expect(waitOf(await limiter.hit(bucket, at('198.51.100.3'), limit, fresh()))).toBeGreaterThan(0);
    expect(waitOf(await limiter.hit(bucket, at('198.51.101.3'), limit, fresh()))).toBe(0);
  });

  it('never refuses for the global count: it only reports it (the alarm and the captcha dial)', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (let i = 0; i < 10; i++) await limiter.hit(bucket, at(`10.${i}.0.1`), limit, fresh());
    const late = await limiter.hit(bucket, at('192.0.2.77'), limit, fresh());
    expect(late).toEqual({ outcome: 'counted', global: 11 });
  });

  it('lets a visitor through while a flood from one address is refused', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    for (let i = 0; i < 10; i++) await limiter.hit(bucket, at('203.0.113.66'), limit, fresh());
    // The flood's refused hits were not counted: only its two allowed ones are in the global total.
    expect(await limiter.hit(bucket, at('192.0.2.1'), limit, fresh())).toEqual({ outcome: 'counted', global: 3 });
  });
  it('refuses a replay as reused from any address, counting nothing (issue 38: spend, then count)', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    const payload = fresh();
    expect(await limiter.hit(bucket, at('203.0.113.1'), limit, payload)).toEqual({ outcome: 'counted', global: 1 });
    for (let n = 0; n < 50; n++) {
      expect(await limiter.hit(bucket, at(`198.51.${n}.1`), limit, payload)).toEqual({ outcome: 'reused' });
      expect(await limiter.hit(bucket, at(`192.0.2.${n}`), limit, payload)).toEqual({ outcome: 'reused' });
    }
    // Had the replays counted, the first client, 192.0.2.0/24 and the global total would all be past their limits.
    expect(await limiter.hit(bucket, at('203.0.113.1'), limit, fresh())).toEqual({ outcome: 'counted', global: 2 });
    expect(await limiter.hit(bucket, at('192.0.2.1'), limit, fresh())).toEqual({ outcome: 'counted', global: 3 });
  });

  it('leaves a refused payload unspent and uncounted: the same payload goes through once allowed', async () => {
    const limiter = makeLimiter();
    const bucket = `b-${Math.random()}`;
    await limiter.hit(bucket, at('203.0.113.2'), limit, fresh());
    await limiter.hit(bucket, at('203.0.113.2'), limit, fresh());
    const payload = fresh();
    expect((await limiter.hit(bucket, at('203.0.113.2'), limit, payload)).outcome).toBe('rate_limited');
    expect(await limiter.hit(bucket, at('198.51.100.2'), limit, payload)).toEqual({ outcome: 'counted', global: 3 });
    expect(await limiter.hit(bucket, at('198.51.100.2'), limit, payload)).toEqual({ outcome: 'reused' });
  });

  it('holds the voice budget per hour and per day for every address, counting nothing past it', async () => {
    const limiter = makeLimiter();
    const wide = { perClient: 100, perNetwork: 100, global: 100, windowSeconds: 600 };
    const hourly = `b-${Math.random()}`;
    const budget = { perHour: 2, perDay: 50 };
    for (const n of [1, 2])
      expect((await limiter.hit(hourly, at(`10.${n}.0.1`), wide, fresh(), budget)).outcome).toBe('counted');
    const refused = await limiter.hit(hourly, at('10.3.0.1'), wide, fresh(), budget);
    expect(refused).toMatchObject({ outcome: 'over_budget', window: 'hour' });
    expect(waitOf(refused)).toBeGreaterThan(0);
    expect(waitOf(refused)).toBeLessThanOrEqual(3_600);
    // The refusals did not reach the global total, and another bucket has its own budget.
    expect(await limiter.hit(hourly, at('10.4.0.1'), wide, fresh())).toEqual({ outcome: 'counted', global: 3 });
    const daily = `b-${Math.random()}`;
    const perDay = { perHour: 50, perDay: 1 };
    expect((await limiter.hit(daily, at('10.5.0.1'), wide, fresh(), perDay)).outcome).toBe('counted');
    const late = await limiter.hit(daily, at('10.6.0.1'), wide, fresh(), perDay);
    expect(late).toMatchObject({ outcome: 'over_budget', window: 'day' });
    expect(waitOf(late)).toBeLessThanOrEqual(86_400);
  });
});

describe('spend_captcha_and_count pruning', () => {
  it('removes stale windows in bounded batches on every hit, not by chance', async () => {
    await db.exec(`insert into private.rate_limit_hits (bucket, client, window_start, hits)
      select 'stale', 'c' || g, now() - interval '2 days', 1 from generate_series(1, 120) g`);
    const limiter = createPostgrestRateLimiter(inProcessServiceRole(db));
    const stale = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from private.rate_limit_hits where bucket = 'stale'"))
        .rows[0]!.n;
    await limiter.hit('fresh', at('192.0.2.9'), limit, fresh());
    expect(await stale()).toBe(70);
    await limiter.hit('fresh', at('192.0.2.9'), limit, fresh());
    await limiter.hit('fresh', at('192.0.2.9'), limit, fresh());
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
    for (let i = 0; i < 5; i++) await enforceRateLimit(limiter, 'send-demo-request', req, fresh());
    const error = await enforceRateLimit(limiter, 'send-demo-request', req, fresh()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number((error as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(0);
  });
});

describe('spend_captcha_and_count on PGlite', () => {
  const counters = async () =>
    (await runAs(db, 'service_role', (tx) => tx.query<{ c: unknown }>('select public.rate_limit_counters() as c')))
      .rows[0]!.c;

  it('leaves every counter as it was after a replay from 50 addresses and after a refusal', async () => {
    const limiter = createPostgrestRateLimiter(inProcessServiceRole(db));
    const bucket = `b-${Math.random()}`;
    const budget = { perHour: 10, perDay: 10 };
    const payload = fresh();
    await limiter.hit(bucket, at('203.0.113.9'), limit, payload, budget);
    await limiter.hit(bucket, at('203.0.113.9'), limit, fresh(), budget);
    const before = await counters();
    const ours = Object.entries(before as Record<string, number>).filter(([key]) => key.startsWith(`${bucket} `));
    expect(ours.map(([key, hits]) => `${key.split(' ')[1]}=${hits}`).sort()).toEqual([
      '*=2',
      '203.0.113.9=2',
      'budget:day=2',
      'budget:hour=2',
      'net:203.0.113.0/24=2',
    ]);
    for (let n = 0; n < 50; n++) {
      expect((await limiter.hit(bucket, at(`127.${n}.0.1`), limit, payload, budget)).outcome).toBe('reused');
    }
    // At its limit, the client's next call is refused, and the refusal is rolled back whole.
    expect((await limiter.hit(bucket, at('203.0.113.9'), limit, fresh(), budget)).outcome).toBe('rate_limited');
    expect(await counters()).toEqual(before);
    await limiter.hit(bucket, at('198.51.100.9'), limit, fresh(), budget);
    expect(await counters()).not.toEqual(before);
  });

  it("reports a budget's use this hour and today", async () => {
    const limiter = createPostgrestRateLimiter(inProcessServiceRole(db));
    const bucket = `b-${Math.random()}`;
    const wide = { perClient: 100, perNetwork: 100, global: 100, windowSeconds: 600 };
    for (let n = 0; n < 3; n++) await limiter.hit(bucket, at(`10.9.${n}.1`), wide, fresh(), { perHour: 2, perDay: 9 });
    const use = await runAs(db, 'service_role', (tx) =>
      tx.query<{ use: unknown }>('select public.call_budget_use($1) as use', [bucket]),
    );
    expect(use.rows[0]!.use).toEqual({ hour: 2, day: 2 });
  });
});

describe('hit_client_limits privileges', () => {
  it.each(['anon', 'authenticated'] as const)('cannot be executed by %s', async (role) => {
    for (const call of [
      "select public.spend_captcha_and_count('s', now(), 'b', 'c', 'n', 1, 1, 1, 60, 1, 1)",
      "select public.call_budget_use('b')",
      'select public.rate_limit_counters()',
    ]) {
      await expect(runAs(db, role, (tx) => tx.query(call))).rejects.toThrow(/permission denied/);
    }
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
