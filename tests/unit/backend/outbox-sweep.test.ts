// No silent loss: a Book a Demo row whose e-mail was never queued (the queueing failed after the row
// was stored) is found by public.demo_requests_without_email and queued from the stored row.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../scripts/local-stack/supabase/database.ts';
import { listOutbox } from '../../../scripts/local-stack/supabase/admin-lists.ts';
import { inProcessServiceRole } from '../../../scripts/local-stack/supabase/rest-in-process.ts';
import { createPostgrestOutboxStore } from '../../../supabase/functions/_shared/outbox-postgrest.ts';
import { createPostgrestUnqueuedLeads, sweepUnqueuedLeads } from '../../../supabase/functions/_shared/outbox-sweep.ts';
import { recordingLogger } from './helpers.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

async function storeLead(minutesAgo: number, source = 'demo_modal'): Promise<string> {
  const id = crypto.randomUUID();
  await runAs(db, 'service_role', (tx) =>
    tx.query(
      `insert into public.demo_requests (id, name, email, company, phone, website, ai_help, source, created_at)
       values ($1, 'Ada Lovelace', 'ada@example.com', 'Engines', '', 'https://engines.example', 'Calls', $2,
               now() - make_interval(mins => $3))`,
      [id, source, minutesAgo],
    ),
  );
  return id;
}

describe('the sweep for leads without a queued e-mail', () => {
  it('queues the stored row once, after a minute of grace, and never for contact rows', async () => {
    const lost = await storeLead(5);
    const fresh = await storeLead(0);
    await storeLead(5, 'contact');
    const log = recordingLogger();
    const outbox = createPostgrestOutboxStore(inProcessServiceRole(db));
    const unqueued = createPostgrestUnqueuedLeads(inProcessServiceRole(db));
    expect(await sweepUnqueuedLeads(unqueued, outbox, log)).toBe(1);
    expect((await listOutbox(db)).map((entry) => entry.dedupe_key)).toEqual([`demo_request:${lost}`]);
    expect(await sweepUnqueuedLeads(unqueued, outbox, log)).toBe(0);
    expect(fresh).toBeTruthy();
  });

  it('is for the service role only', async () => {
    await expect(
      runAs(db, 'anon', (tx) => tx.query('select * from public.demo_requests_without_email(10)')),
    ).rejects.toThrow(/permission denied/);
  });
});
