// @vitest-environment node
// Every lead reaches the team exactly once (issue 38): the e-mail state lives on the lead's own row, set
// with the outbox row by public.queue_lead_email, and the drain's one sweep (public.leads_without_email)
// queues only leads whose state says they never were. Run through the production stores over the local
// PostgREST emulation on PGlite, with time moved by editing timestamps.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../scripts/local-stack/supabase/database.ts';
import { handleRestRequest } from '../../../../../scripts/local-stack/supabase/postgrest.ts';
import { createPostgrestOutboxStore } from '../../../../../supabase/functions/_shared/email/outbox-postgrest.ts';
import {
  CONTACT_GRACE_SECONDS,
  createPostgrestUnqueuedLeads,
  sweepUnqueuedLeads,
} from '../../../../../supabase/functions/_shared/email/outbox-sweep.ts';
import { recordingLogger } from '../../../support/backend.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const rest = {
  supabaseUrl: 'http://local.test',
  serviceRoleKey: 'unused',
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
    handleRestRequest(db, new Request(input, init), 'service_role')) as typeof fetch,
};
const outbox = () => createPostgrestOutboxStore(rest);
const sweep = (log = recordingLogger()) => sweepUnqueuedLeads(createPostgrestUnqueuedLeads(rest), outbox(), log);
const sql = <T>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((result) => result.rows);
const outboxKeys = async (like: string) =>
  (
    await sql<{ dedupe_key: string }>('select dedupe_key from public.email_outbox where dedupe_key like $1', [like])
  ).map((row) => row.dedupe_key);

async function storeRequest(source: 'demo_modal' | 'contact', secondsAgo: number): Promise<string> {
  const id = crypto.randomUUID();
  await sql(
    `insert into public.demo_requests (id, name, email, company, phone, website, ai_help, source, created_at)
     values ($1, 'Ada Lovelace', $2, 'Engines', '0400 000 000', 'https://engines.example', 'Calls', $3,
             now() - make_interval(secs => $4))`,
    [id, source === 'contact' ? '' : 'ada@example.com', source, secondsAgo],
  );
  return id;
}

/** Sends every pending e-mail and moves it (and its lead) `days` into the past. */
async function sendAndAge(days: number) {
  await sql(`update public.email_outbox set status = 'sent', sent_at = now() where status = 'pending'`);
  await sql(`update public.email_outbox set created_at = created_at - make_interval(days => $1)`, [days]);
  await sql(`update public.demo_requests set created_at = created_at - make_interval(days => $1)`, [days]);
}

describe('the e-mail state on the lead', () => {
  it('e-mails a Book a Demo lead its function failed to queue once, and never again after retention or erasure', async () => {
    const lost = await storeRequest('demo_modal', 120);
    const fresh = await storeRequest('demo_modal', 0);
    expect(await sweep()).toBe(1);
    expect(await outboxKeys('demo_request:%')).toEqual([`demo_request:${lost}`]);
    await sendAndAge(40);
    const [state] = await sql<{ notified_at: Date; email_sent_at: Date; email_queued_by: string }>(
      'select notified_at, email_sent_at, email_queued_by from public.demo_requests where id = $1',
      [lost],
    );
    expect(state).toMatchObject({
      notified_at: expect.any(Date),
      email_sent_at: expect.any(Date),
      email_queued_by: 'sweep',
    });
    // Retention deletes the sent copy after 30 days but keeps the request for 730.
    await runAs(db, 'service_role', (tx) => tx.query('select public.delete_expired_leads(730, 30)'));
    expect(await outboxKeys(`demo_request:${lost}`)).toEqual([]);
    expect(await sweep()).toBe(1); // only `fresh`, which is now old enough and was never queued
    expect(await outboxKeys('demo_request:%')).toEqual([`demo_request:${fresh}`]);
    // An erasure of the outbox copy does not bring it back either.
    await sql('delete from public.email_outbox');
    expect(await sweep()).toBe(0);
  });

  it('e-mails a contact row whose browser never called, after the grace period, and once', async () => {
    const early = await storeRequest('contact', CONTACT_GRACE_SECONDS - 60);
    const lost = await storeRequest('contact', CONTACT_GRACE_SECONDS + 60);
    const called = await storeRequest('contact', CONTACT_GRACE_SECONDS + 60);
    const message = { subject: 'New contact request', text: 'Ada' };
    expect(await outbox().enqueue(`contact:${called}`, message)).toBe(true);
    expect(await sweep()).toBe(1);
    expect(await outboxKeys('contact:%')).toEqual(expect.arrayContaining([`contact:${lost}`, `contact:${called}`]));
    expect(await outboxKeys(`contact:${early}`)).toEqual([]);
    // The browser's call arrives late: the row's state says it was queued, so nothing is added.
    expect(await outbox().enqueue(`contact:${lost}`, message)).toBe(false);
    await sql('delete from public.email_outbox');
    expect(await outbox().enqueue(`contact:${lost}`, message)).toBe(false);
    expect(await outboxKeys(`contact:${lost}`)).toEqual([]);
  });

  it('caps the contact e-mails the sweep sends a day, and warns when the cap holds rows back', async () => {
    // Earlier rows: queued two days ago, outside the cap's 24 hours.
    await sql(`update public.demo_requests set notified_at = now() - interval '2 days'`);
    await sql('delete from private.rate_limit_hits'); // contact inserts are limited per address
    const waiting = [];
    for (let i = 0; i < 3; i++) waiting.push(await storeRequest('contact', CONTACT_GRACE_SECONDS * 2));
    const capped = async (cap: number) =>
      (
        await runAs(db, 'service_role', (tx) =>
          tx.query<{ sweep: { leads: unknown[]; contact_held: number } }>(
            'select public.leads_without_email(50, $1, $2) as sweep',
            [CONTACT_GRACE_SECONDS, cap],
          ),
        )
      ).rows[0]!.sweep;
    const found = await capped(2);
    expect(found.leads).toHaveLength(2);
    expect(found.contact_held).toBe(1);
    // A contact e-mail the sweep queued within 24 hours counts against the cap.
    await sql(`update public.demo_requests set notified_at = now(), email_queued_by = 'sweep' where id = $1`, [
      waiting[0],
    ]);
    expect(await capped(2)).toMatchObject({ leads: [expect.anything()], contact_held: 1 });
    const log = recordingLogger();
    const held = { list: async () => ({ leads: [], contactHeld: 1 }) };
    await sweepUnqueuedLeads(held, outbox(), log);
    expect(log.lines.join('\n')).toMatch(/1 contact row\(s\) without a notification wait: the sweep's daily cap/);
  });

  it('e-mails a voice session whose webhook died after storing the outcome, once', async () => {
    const insert = (id: string, emailTo: string[] | null) =>
      sql(
        `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, outcome_at,
           duration_seconds, call_successful, summary, email_to)
         values ($1, 'automotive', 'agent_auto', '{"name":"Dana"}', true, now() - interval '2 minutes', 95,
           'success', 'Wants a booking.', $2)`,
        [id, emailTo === null ? null : JSON.stringify(emailTo)],
      );
    await insert('conv_killed', ['sales@example.com']);
    await insert('conv_short', null);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const [row] = await sql<{ recipients: string[]; subject: string }>(
      `select recipients, subject from public.email_outbox where dedupe_key = 'voice_session:conv_killed'`,
    );
    expect(row).toEqual({ recipients: ['sales@example.com'], subject: expect.stringContaining('Voice session: Dana') });
    expect(await outboxKeys('voice_session:conv_short')).toEqual([]);
    // ElevenLabs' retry would be refused as already_recorded; a late queueing finds the state set.
    expect(await outbox().enqueue('voice_session:conv_killed', { subject: 's', text: 't' })).toBe(false);
    await sql('delete from public.email_outbox');
    expect(await sweep()).toBe(0);
  });

  it('is for the service role only', async () => {
    await expect(runAs(db, 'anon', (tx) => tx.query('select public.leads_without_email(10, 300, 50)'))).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      runAs(db, 'anon', (tx) => tx.query(`select public.queue_lead_email('x:y', 's', 'b', null, null, 'request')`)),
    ).rejects.toThrow(/permission denied/);
  });
});
