// @vitest-environment node
// What a "Call me" dial counts (public.spend_and_count_call, migration 20261127130000) and its in-memory
// twin: per number (1 a day, 3 in 30 days), per address and network, the voice budget shared with the
// browser demos, and a refusal that spends and counts nothing. Then what the database keeps: a keyed
// hash, never the number, which erasure (public.forget_person) removes.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { inProcessServiceRole } from '../../../../../../scripts/local-stack/supabase/rest-in-process.ts';
import { groupAddress } from '../../../../../../supabase/functions/_shared/http/client-address.ts';
import {
  createMemoryCallLimiter,
  createPostgrestCallLimiter,
  type CallLimiter,
} from '../../../../../../supabase/functions/_shared/call-me/phone-call-limits.ts';
import { createPostgrestRateLimiter } from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import { RATE_LIMITS } from '../../../../../../supabase/functions/_shared/http/limits.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const fresh = () => ({ signature: `sig-${Math.random()}`, expiresAt: new Date(Date.now() + 300_000) });
const budget = { perHour: 1000, perDay: 1000 };
let next = 0;
/** A number no other test uses, so each test starts from a clean history. */
const newNumber = () => ({ e164: `+614123${String(10_000 + next++).slice(-5)}`, perDay: 1, per30Days: 3 });
/** An address no other test uses (its own /24). */
const newAddress = () => groupAddress(`10.${Math.floor(next / 200) % 250}.${next++ % 250}.1`);

const limiters: Array<[string, () => CallLimiter]> = [
  ['memory twin', () => createMemoryCallLimiter()],
  ['spend_and_count_call over the local Data API', () => createPostgrestCallLimiter(inProcessServiceRole(db))],
];

describe.each(limiters)('%s', (_name, makeLimiter) => {
  it('calls a number once in 24 hours; the refusal spends nothing, so the payload works for another number', async () => {
    const limiter = makeLimiter();
    const number = newNumber();
    expect((await limiter.hit(newAddress(), fresh(), budget, number)).outcome).toBe('counted');
    const spend = fresh();
    const address = newAddress();
    const refused = await limiter.hit(address, spend, budget, number);
    expect(refused).toMatchObject({ outcome: 'number_limited' });
    expect('wait' in refused && refused.wait).toBeGreaterThan(86_000);
    expect((await limiter.hit(address, spend, budget, newNumber())).outcome).toBe('counted');
    expect((await limiter.hit(address, spend, budget, newNumber())).outcome).toBe('reused');
  });

  it('allows three calls a day from one address, counting only those it placed', async () => {
    const limiter = makeLimiter();
    const address = newAddress();
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await limiter.hit(address, fresh(), budget, newNumber())).outcome);
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'rate_limited', 'rate_limited']);
  });

  it('refuses past the budget, and the refused call leaves the number callable', async () => {
    const limiter = makeLimiter();
    const tight = { perHour: 0, perDay: 1000 };
    const number = newNumber();
    expect(await limiter.hit(newAddress(), fresh(), tight, number)).toMatchObject({
      outcome: 'over_budget',
      window: 'hour',
    });
    expect((await limiter.hit(newAddress(), fresh(), budget, number)).outcome).toBe('counted');
  });
});

describe('spend_and_count_call in Postgres', () => {
  const sql = <T>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((result) => result.rows);

  it('shares the hourly budget with the browser starts of voice-signed-url', async () => {
    const { hour } = (
      await sql<{ hour: { hour: number } }>(`select public.call_budget_use('voice-signed-url') as hour`)
    )[0]!.hour;
    const starts = createPostgrestRateLimiter(inProcessServiceRole(db));
    const calls = createPostgrestCallLimiter(inProcessServiceRole(db));
    const cap = { perHour: hour + 2, perDay: 100_000 };
    expect(
      (await starts.hit('voice-signed-url', newAddress(), RATE_LIMITS['voice-signed-url'], fresh(), cap)).outcome,
    ).toBe('counted');
    expect((await calls.hit(newAddress(), fresh(), cap, newNumber())).outcome).toBe('counted');
    // One start and one call: the cap is reached for both kinds.
    expect((await calls.hit(newAddress(), fresh(), cap, newNumber())).outcome).toBe('over_budget');
    expect(
      (await starts.hit('voice-signed-url', newAddress(), RATE_LIMITS['voice-signed-url'], fresh(), cap)).outcome,
    ).toBe('over_budget');
  });

  it('refuses a fourth call in 30 days, waiting for the oldest to age out', async () => {
    const number = newNumber();
    for (const days of [29, 20, 10]) {
      await sql(
        `insert into private.call_me_numbers (number_hash, called_at) values (private.call_number_hash($1), now() - make_interval(days => $2))`,
        [number.e164, days],
      );
    }
    const refused = await createPostgrestCallLimiter(inProcessServiceRole(db)).hit(
      newAddress(),
      fresh(),
      budget,
      number,
    );
    expect(refused.outcome).toBe('number_limited');
    // The 29-day-old call leaves the window in one day.
    expect('wait' in refused && refused.wait).toBeGreaterThan(86_000);
    expect('wait' in refused && refused.wait).toBeLessThanOrEqual(86_400);
  });

  it('keeps a keyed hash, never the number, where no API role can read it', async () => {
    const number = newNumber();
    await createPostgrestCallLimiter(inProcessServiceRole(db)).hit(newAddress(), fresh(), budget, number);
    const dump = JSON.stringify(await sql("select encode(number_hash, 'escape') as h from private.call_me_numbers"));
    expect(dump).not.toContain(number.e164.slice(1));
    const [row] = await sql<{ keyed: boolean }>(
      `select private.call_number_hash($1) <> sha256(convert_to($1, 'UTF8')) as keyed`,
      [number.e164],
    );
    expect(row?.keyed).toBe(true);
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      await expect(runAs(db, role, (tx) => tx.query('select * from private.call_me_numbers'))).rejects.toThrow();
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

  it('erasure forgets the calls to a number, given in any format', async () => {
    const number = newNumber();
    await createPostgrestCallLimiter(inProcessServiceRole(db)).hit(newAddress(), fresh(), budget, number);
    const spaced = `${number.e164.slice(0, 3)} ${number.e164.slice(3, 6)} ${number.e164.slice(6)}`;
    const forget = (dryRun: boolean) =>
      runAs(db, 'service_role', (tx) =>
        tx.query<{ result: { calls: number } }>('select public.forget_person($1, $2, $3) as result', [
          '',
          spaced,
          dryRun,
        ]),
      ).then((result) => result.rows[0]!.result.calls);
    expect(await forget(true)).toBe(1);
    expect(await forget(false)).toBe(1);
    expect(await forget(true)).toBe(0);
    // Forgotten, the number may be called again at once.
    expect(
      (await createPostgrestCallLimiter(inProcessServiceRole(db)).hit(newAddress(), fresh(), budget, number)).outcome,
    ).toBe('counted');
  });
});
