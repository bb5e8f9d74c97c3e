// @vitest-environment node
// The events are queued by the database in the lead's own transaction: the contact form's anonymous insert
// queues lead.created, public.queue_meeting_booked queues meeting.booked once per booking, and an erasure
// deletes the person's events and queues lead.forgotten, which removes the HubSpot contact.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../../../../../scripts/local-stack/supabase/database.ts';
import { pgliteRows, forgetPerson } from '../../../../../../scripts/ops/leads/forget.ts';
import { CrmEventSchema } from '../../../../../../supabase/functions/_shared/crm/events.ts';
import { startCrmStack } from './crm-stack.ts';

let stack: Awaited<ReturnType<typeof startCrmStack>>;
beforeAll(async () => {
  stack = await startCrmStack();
}, 120_000);
afterAll(() => stack?.close());

const bodies = (type: string) =>
  stack.inbox
    .deliveries()
    .map((delivery) => JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> })
    .filter((body) => body.type === type);

describe('queueing CRM events', () => {
  it('queues lead.created for a contact row the browser inserts with the anon key', async () => {
    await runAs(stack.db, 'anon', (tx) =>
      tx.query(`insert into public.demo_requests (name, company, phone) values ('Lin', 'Kiosk', '+61 400 222 333')`),
    );
    await stack.drain();
    expect(bodies('lead.created').at(0)?.data).toMatchObject({
      source: 'contact',
      page: '/contact',
      person: { phone: '+61 400 222 333' },
    });
    // No e-mail: HubSpot gets the contact by its lead id, a unique property.
    expect(
      stack.hubspot.contacts().find((contact) => contact.properties.phone === '+61 400 222 333')?.properties
        .site_lead_id,
    ).toMatch(/^contact:/);
  });

  it('queues meeting.booked once per booking, with the session it came from', async () => {
    await stack.sql(
      `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, page)
       values ('conv_meet', 'restaurant', 'agent_1', '{"name": "Mo Chen", "email": "mo@example.com"}', true, '/restaurant-demo')`,
    );
    // The one path: the SQL function, which the trigger on a stored booking calls (next test).
    const queue = `select public.queue_meeting_booked('bk_1', '2026-12-01T09:00:00+11:00', 'Australia/Sydney', 'conv_meet') as id`;
    expect((await stack.sql<{ id: string | null }>(queue))[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await stack.sql<{ id: string | null }>(queue))[0]?.id).toBeNull();
    await stack.drain();
    const [booked] = bodies('meeting.booked');
    expect(CrmEventSchema.parse(booked)).toMatchObject({
      data: {
        bookingId: 'bk_1',
        start: '2026-11-30T22:00:00.000Z',
        timeZone: 'Australia/Sydney',
        flow: 'restaurant',
        person: { email: 'mo@example.com' },
      },
    });
  });

  it('has one path for meeting.booked: the trigger; no function code queues it a second way', () => {
    const dir = 'supabase/functions';
    const callers = (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => readFileSync(join(dir, file), 'utf8').includes('queue_meeting_booked'));
    expect(callers).toEqual([]);
  });

  it('queues meeting.booked in the transaction that stores the booking a call made, once', async () => {
    await stack.sql(
      `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, page)
       values ('conv_booked', 'restaurant', 'agent_1', '{"name": "Ana Ruiz", "email": "ana@example.com"}', true, '/restaurant-demo')`,
    );
    const booking = JSON.stringify({
      id: 41,
      uid: 'bk_uid_41',
      start: '2026-12-02T09:30:00.000Z',
      end: '2026-12-02T10:00:00.000Z',
      timeZone: 'Europe/Madrid',
    });
    const store = `update public.voice_sessions set booking = '${booking}', booked_at = now() where conversation_id = 'conv_booked'`;
    await stack.sql(store);
    await stack.sql(store);
    expect(
      await stack.sql(
        `select dedupe_key from public.crm_events where type = 'meeting.booked' and dedupe_key like '%bk_uid_41'`,
      ),
    ).toEqual([{ dedupe_key: 'meeting.booked:bk_uid_41' }]);
    await stack.drain();
    expect(bodies('meeting.booked').map((body) => CrmEventSchema.parse(body))).toContainEqual(
      expect.objectContaining({
        data: expect.objectContaining({ bookingId: 'bk_uid_41', timeZone: 'Europe/Madrid', flow: 'restaurant' }),
      }),
    );
  });

  it('forget deletes the person\u2019s events, sends lead.forgotten and removes the HubSpot contact', async () => {
    await stack.sql(
      `insert into public.demo_requests (name, email, company, source) values ('Ivy', 'ivy@example.com', 'Vines', 'demo_modal')`,
    );
    await stack.drain();
    expect(stack.hubspot.contacts().some((contact) => contact.properties.email === 'ivy@example.com')).toBe(true);
    const result = await forgetPerson(
      pgliteRows(stack.db),
      null,
      { email: 'ivy@example.com', phone: '', phones: [] },
      false,
    );
    expect(result.lines.join('\n')).toMatch(/removed CRM event lead.created demo_request:.*\n.*queued lead.forgotten/s);
    expect(await stack.sql(`select type from public.crm_events where snapshot->>'email' = 'ivy@example.com'`)).toEqual([
      { type: 'lead.forgotten' },
    ]);
    await stack.drain();
    expect(bodies('lead.forgotten').at(0)?.data).toMatchObject({ email: 'ivy@example.com' });
    expect(stack.hubspot.contacts().some((contact) => contact.properties.email === 'ivy@example.com')).toBe(false);
  });
});

describe('CRM events and retention', () => {
  it('deletes a lead\u2019s events with the lead, and a delivered erasure with its last delivery', async () => {
    const id = crypto.randomUUID();
    await stack.sql(
      `insert into public.demo_requests (id, name, email, company, source) values ($1, 'Old', 'old@example.com', 'Past', 'demo_modal')`,
      [id],
    );
    const keyed = () => stack.sql(`select type from public.crm_events where lead_key = $1`, [`demo_request:${id}`]);
    expect(await keyed()).toEqual([{ type: 'lead.created' }]);
    await stack.sql(`delete from public.demo_requests where id = $1`, [id]);
    expect(await keyed()).toEqual([]);
    await stack.sql(
      `insert into public.demo_requests (name, email, company, source) values ('Eve', 'eve@example.com', 'Gone', 'demo_modal')`,
    );
    await forgetPerson(pgliteRows(stack.db), null, { email: 'eve@example.com', phone: '', phones: [] }, false);
    const erasures = () =>
      stack.sql(
        `select 1 from public.crm_events where type = 'lead.forgotten' and snapshot->>'email' = 'eve@example.com'`,
      );
    expect(await erasures()).toHaveLength(1);
    await stack.drain();
    expect(await erasures()).toHaveLength(0);
  });
});
