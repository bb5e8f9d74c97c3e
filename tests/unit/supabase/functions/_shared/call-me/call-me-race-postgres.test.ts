// @vitest-environment node
// Concurrent "Call me" requests for one number from different addresses place exactly one call, on a real
// PostgreSQL (PGlite runs one query at a time, so it cannot race: call-me-limits.test.ts covers it there).
// The requests are held at a gate (an advisory lock) and let go together. The same race against a copy of
// public.request_call without the number's lock places more than one call, which proves the race is real
// and the lock is what stops it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { postgresAvailable, startPostgres, type RealPostgres } from '../../../../support/postgres.ts';

const RACERS = 12;
const GATE = 777;
const NUMBER_LOCK =
  /^\s*perform pg_catalog\.pg_advisory_xact_lock\(pg_catalog\.hashtextextended\(pg_catalog\.encode\(v_hash, 'hex'\), 40\)\);\n/m;

let pg: RealPostgres;
beforeAll(() => {
  if (postgresAvailable()) pg = startPostgres();
}, 120_000);
afterAll(() => pg?.stop());

const waiting = () =>
  Number(pg.sql(`select count(*) from pg_locks where locktype = 'advisory' and objid = ${GATE} and not granted`));

/** RACERS requests for `number`, each from its own /24, let go at once; their outcomes. */
let round = 0;
async function race(fn: string, number: string): Promise<string[]> {
  round++;
  const gate = pg.session();
  gate.stdin.write(`select pg_advisory_lock(${GATE});\n`);
  while (
    Number(pg.sql(`select count(*) from pg_locks where locktype = 'advisory' and objid = ${GATE} and granted`)) < 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const runs = Array.from({ length: RACERS }, (_, i) =>
    pg.sqlAsync(
      `select pg_advisory_lock_shared(${GATE}); select public.${fn}('sig-${fn}-${number}-${i}', now() + interval '5 minutes', '10.${round}.${i}.1', '10.${round}.${i}.0/24', 3, 10, 86400, 1000, 1000, '${number}', 1, 3) ->> 'outcome'`,
    ),
  );
  while (waiting() < RACERS) await new Promise((resolve) => setTimeout(resolve, 20));
  gate.stdin.end(`select pg_advisory_unlock(${GATE});\n`);
  return (await Promise.all(runs)).map((out) => out.split('\n').pop()!);
}

describe.skipIf(!postgresAvailable())('request_call on a real PostgreSQL', () => {
  it('places exactly one call when requests for one number from many addresses race', async () => {
    for (const number of ['+61412399101', '+61412399102', '+61412399103']) {
      const outcomes = await race('request_call', number);
      expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'number_limited')).toHaveLength(RACERS - 1);
    }
  }, 60_000);

  it('places several without the number lock (the race is real, and the lock is what stops it)', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '20261128100000_call_me_hardened.sql'), 'utf8');
    const start = migration.indexOf('create or replace function public.request_call(');
    const body = migration.slice(start, migration.indexOf('$$;', start) + 3);
    expect(body).toMatch(NUMBER_LOCK);
    pg.sql(body.replace(NUMBER_LOCK, '').replace('public.request_call(', 'public.request_call_unlocked('));
    let most = 0;
    for (const number of ['+61412399201', '+61412399202', '+61412399203', '+61412399204', '+61412399205']) {
      most = Math.max(most, (await race('request_call_unlocked', number)).filter((o) => o === 'counted').length);
      if (most > 1) break;
    }
    expect(most).toBeGreaterThan(1);
  }, 60_000);
});
