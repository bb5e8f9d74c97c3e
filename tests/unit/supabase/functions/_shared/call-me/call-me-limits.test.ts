// @vitest-environment node
// What a "Call me" request counts (public.request_call, migration 20261128100000) and its in-memory twin:
// per number (1 a day, 3 in 30 days) with a refusal that costs what a call costs and names no time, per
// address and network in rolling 24 hours, the cap on calls apart from the browser demos' budget, the
// status poll's cache and limits, and concurrent requests for one number. Then what the database keeps:
// a keyed hash, never the number, which erasure removes whichever way the number is written.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { inProcessServiceRole } from '../../../../../../scripts/local-stack/supabase/rest-in-process.ts';
import { groupAddress } from '../../../../../../supabase/functions/_shared/http/client-address.ts';
import {
  createPostgrestCallLimiter,
  type CallLimiter,
} from '../../../../../../supabase/functions/_shared/call-me/phone-call-limits.ts';
import { createMemoryCallLimiter } from '../../../../../../supabase/functions/_shared/call-me/phone-call-limits-memory.ts';
import { postgrest } from '../../../../../../supabase/functions/_shared/database/postgrest.ts';
import { createPostgrestRateLimiter } from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import { RATE_LIMITS } from '../../../../../../supabase/functions/_shared/http/limits.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const fresh = () => ({ signature: `sig-${Math.random()}`, expiresAt: new Date(Date.now() + 300_000) });
const cap = { perHour: 1000, perDay: 1000 };
let next = 0;
/** A number no other test uses, so each test starts from a clean history. */
const newNumber = () => ({ e164: `+614123${String(10_000 + next++).slice(-5)}`, perDay: 1, per30Days: 3 });
/** An address no other test uses (its own /24). */
const newAddress = () => groupAddress(`10.${Math.floor(next / 200) % 250}.${next++ % 250}.1`);

const limiters: Array<[string, () => CallLimiter]> = [
  ['memory twin', () => createMemoryCallLimiter()],
  ['request_call over the local Data API', () => createPostgrestCallLimiter(inProcessServiceRole(db))],
];

describe.each(limiters)('%s', (_name, makeLimiter) => {
  it('calls a number once in 24 hours; the refusal names no time, spends the payload and counts the address', async () => {
    const limiter = makeLimiter();
    const number = newNumber();
    expect((await limiter.hit(newAddress(), fresh(), cap, number)).outcome).toBe('counted');
    const spend = fresh();
    const address = newAddress();
    expect(await limiter.hit(address, spend, cap, number)).toEqual({ outcome: 'number_limited' });
    expect((await limiter.hit(address, spend, cap, newNumber())).outcome).toBe('reused');
    expect((await limiter.hit(address, fresh(), cap, number)).outcome).toBe('number_limited');
    // Two probes and one call use up the address's three.
    expect((await limiter.hit(address, fresh(), cap, newNumber())).outcome).toBe('counted');
    expect((await limiter.hit(address, fresh(), cap, newNumber())).outcome).toBe('rate_limited');
  });

  it('allows three requests a day from one address, counting only those it placed or refused for the number', async () => {
    const limiter = makeLimiter();
    const address = newAddress();
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await limiter.hit(address, fresh(), cap, newNumber())).outcome);
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'rate_limited', 'rate_limited']);
  });

  it('refuses past the cap on calls without a trace: the number and the address stay as they were', async () => {
    const limiter = makeLimiter();
    const number = newNumber();
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      expect(await limiter.hit(address, fresh(), { perHour: 0, perDay: 1000 }, number)).toMatchObject({
        outcome: 'over_cap',
        window: 'hour',
      });
    }
    expect((await limiter.hit(address, fresh(), cap, number)).outcome).toBe('counted');
  });

  it('answers polls from the row: one refresh per interval, the stored outcome once ended, a cap per call', async () => {
    const limiter = makeLimiter();
    const counted = await limiter.hit(newAddress(), fresh(), cap, newNumber());
    if (counted.outcome !== 'counted') throw new Error(counted.outcome);
    const conversation = `conv_poll_${next++}`;
    const address = newAddress();
    expect(await limiter.poll(conversation, address)).toEqual({ outcome: 'unknown' });
    await limiter.placed(counted.call, conversation);
    const polls = await Promise.all(Array.from({ length: 20 }, () => limiter.poll(conversation, address)));
    expect(polls.filter((poll) => poll.outcome === 'refresh')).toHaveLength(1);
    await limiter.store(conversation, { state: 'ended', reason: 'busy' });
    expect(await limiter.poll(conversation, address)).toEqual({
      outcome: 'ended',
      state: { state: 'ended', reason: 'busy' },
    });
    const flood = await Promise.all(Array.from({ length: 400 }, () => limiter.poll(conversation, newAddress())));
    expect(flood.filter((poll) => poll.outcome === 'rate_limited').length).toBeGreaterThan(0);
  });
});

describe('the memory twin over time', () => {
  it('counts an address over a rolling 24 hours, not a calendar day', async () => {
    let now = Date.parse('2026-11-27T23:50:00Z');
    const limiter = createMemoryCallLimiter(() => now);
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await limiter.hit(address, fresh(), cap, newNumber())).outcome).toBe('counted');
    now = Date.parse('2026-11-28T00:10:00Z');
    expect(await limiter.hit(address, fresh(), cap, newNumber())).toMatchObject({ outcome: 'rate_limited' });
    now = Date.parse('2026-11-28T23:51:00Z');
    expect((await limiter.hit(address, fresh(), cap, newNumber())).outcome).toBe('counted');
  });
});

describe('request_call in Postgres', () => {
  const sql = <T>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((result) => result.rows);
  const limiter = () => createPostgrestCallLimiter(inProcessServiceRole(db));

  it('counts calls apart from the browser budget: a used-up budget refuses no call, and calls spend none of it', async () => {
    const use = async () =>
      (await sql<{ use: { hour: number } }>(`select public.call_budget_use('voice-signed-url') as use`))[0]!.use.hour;
    const starts = createPostgrestRateLimiter(inProcessServiceRole(db));
    const full = { perHour: (await use()) + 1, perDay: 100_000 };
    const start = () => starts.hit('voice-signed-url', newAddress(), RATE_LIMITS['voice-signed-url'], fresh(), full);
    expect((await start()).outcome).toBe('counted');
    expect((await start()).outcome).toBe('over_budget');
    const before = await use();
    expect((await limiter().hit(newAddress(), fresh(), cap, newNumber())).outcome).toBe('counted');
    expect(await use()).toBe(before);
  });

  it('counts an address over a rolling 24 hours: calls 23 hours old still count, 25 hours old no longer', async () => {
    const address = newAddress();
    const seed = (hours: number) =>
      sql(
        `insert into private.call_me_requests (client, network, requested_at) values ($1, $2, now() - make_interval(hours => $3))`,
        [address.client, address.network, hours],
      );
    for (const hours of [25, 25, 25, 23, 23]) await seed(hours);
    expect((await limiter().hit(address, fresh(), cap, newNumber())).outcome).toBe('counted');
    const refused = await limiter().hit(address, fresh(), cap, newNumber());
    expect(refused.outcome).toBe('rate_limited');
    // The oldest counted request leaves the window in about an hour.
    expect('wait' in refused && refused.wait).toBeLessThanOrEqual(3_600);
  });

  it('refuses a fourth call in 30 days, naming no time', async () => {
    const number = newNumber();
    for (const days of [29, 20, 10]) {
      await sql(
        `insert into private.call_me_numbers (number_hash, called_at) values (private.call_number_hash($1), now() - make_interval(days => $2))`,
        [number.e164, days],
      );
    }
    expect(await limiter().hit(newAddress(), fresh(), cap, number)).toEqual({ outcome: 'number_limited' });
  });

  it('places exactly one call when requests for one number from many addresses race', async () => {
    const number = newNumber();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => limiter().hit(newAddress(), fresh(), cap, number)),
    );
    expect(results.filter((result) => result.outcome === 'counted')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'number_limited')).toHaveLength(7);
  });

  it('keeps a keyed hash, never the number, where no API role can read it', async () => {
    const number = newNumber();
    await limiter().hit(newAddress(), fresh(), cap, number);
    const dump = JSON.stringify(await sql("select encode(number_hash, 'escape') as h from private.call_me_numbers"));
    expect(dump).not.toContain(number.e164.slice(1));
    const [row] = await sql<{ keyed: boolean }>(
      `select private.call_number_hash($1) <> sha256(convert_to($1, 'UTF8')) as keyed`,
      [number.e164],
    );
    expect(row?.keyed).toBe(true);
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      for (const table of ['call_me_numbers', 'call_me_requests']) {
        await expect(runAs(db, role, (tx) => tx.query(`select * from private.${table}`))).rejects.toThrow();
      }
    }
  });

  it('keeps a called number no longer than 30 days (the retention job)', async () => {
    const number = newNumber();
    for (const days of [31, 29]) {
      await sql(
        `insert into private.call_me_numbers (number_hash, called_at) values (private.call_number_hash($1), now() - make_interval(days => $2))`,
        [number.e164, days],
      );
    }
    const left = () =>
      sql<{ n: number }>(
        'select count(*)::int as n from private.call_me_numbers where number_hash = private.call_number_hash($1)',
        [number.e164],
      ).then((rows) => rows[0]!.n);
    expect(await left()).toBe(2);
    await runAs(db, 'service_role', (tx) => tx.query('select public.delete_expired_call_numbers()'));
    expect(await left()).toBe(1);
  });

  it('erasure by every form of the number finds the calls and their conversations, session row or not', async () => {
    const number = { ...newNumber(), e164: '+61412399001' };
    const counted = await limiter().hit(newAddress(), fresh(), cap, number);
    if (counted.outcome !== 'counted') throw new Error(counted.outcome);
    await limiter().placed(counted.call, 'conv_without_session');
    const forget = (dryRun: boolean) =>
      runAs(db, 'service_role', (tx) =>
        tx.query<{ result: { calls: number; conversations: string[] } }>(
          'select public.forget_person_by_forms($1, $2, $3) as result',
          ['', ['+61412399001', '0412 399 001'], dryRun],
        ),
      ).then((result) => result.rows[0]!.result);
    expect(await forget(true)).toMatchObject({ calls: 1, conversations: ['conv_without_session'] });
    // The same through the Data API, as npm run leads -- forget --production calls it: the forms as a JSON array.
    const viaApi = postgrest(inProcessServiceRole(db), 'rpc/forget_person_by_forms');
    const body = { p_email: '', p_phones: ['0412 399 001', '+61 "412" 399 001'], p_dry_run: true };
    expect(await (await viaApi('', 'POST', body)).json()).toMatchObject({ calls: 1 });
    expect(await forget(false)).toMatchObject({ calls: 1 });
    expect(await forget(true)).toMatchObject({ calls: 0, conversations: [] });
    // Forgotten, the number may be called again at once.
    expect((await limiter().hit(newAddress(), fresh(), cap, number)).outcome).toBe('counted');
  });
});
