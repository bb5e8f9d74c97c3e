// @vitest-environment node
// Leads reach the CRM once each: the SQL queues an event in the lead's own transaction, the drain delivers it
// to every destination once (signed per Standard Webhooks, verified by the inbox with the official library;
// HubSpot through its client, checked by the stand-in against the client's models), retries with backoff,
// and pauses a destination that keeps failing without holding up the others.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_CRM_WEBHOOK_SECRET } from '../../../../../../scripts/local-stack/supabase/crm-drain.ts';
import { PAUSE_AFTER_FAILURES, RETRY_SCHEDULE_MS } from '../../../../../../supabase/functions/_shared/crm/drain.ts';
import { CrmEventSchema } from '../../../../../../supabase/functions/_shared/crm/events.ts';
import { pausedNotice } from '../../../../../../supabase/functions/_shared/crm/paused-notice.ts';
import { startCrmStack } from './crm-stack.ts';

let stack: Awaited<ReturnType<typeof startCrmStack>>;
beforeAll(async () => {
  stack = await startCrmStack();
}, 120_000);
afterAll(() => stack?.close());
beforeEach(async () => {
  await stack.sql('delete from public.crm_events');
  await stack.sql(
    'update public.crm_destinations set consecutive_failures = 0, paused_since = null, paused_until = null',
  );
  stack.inbox.failNext(0);
});

const later = (ms: number) => new Date(Date.now() + ms);
const received = (type: string) =>
  stack.inbox.deliveries().filter((delivery) => (JSON.parse(delivery.body) as { type: string }).type === type);

async function storeContact(email: string, source: 'contact' | 'demo_modal' = 'demo_modal') {
  const id = crypto.randomUUID();
  await stack.sql(
    `insert into public.demo_requests (id, name, email, company, phone, ai_help, source, locale)
     values ($1, 'Ada Lovelace', $2, 'Engines', '+61 400 000 000', 'Answer calls', $3, 'es')`,
    [id, email, source],
  );
  return id;
}

async function storeVoiceSession(email: string, channel: 'browser' | 'phone', flow = 'restaurant') {
  const id = `conv_${crypto.randomUUID().slice(0, 8)}`;
  await stack.sql(
    `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, page, channel)
     values ($1, $4, 'agent_1', $2, true, '/restaurant-demo', $3)`,
    [id, JSON.stringify({ name: 'Grace Hopper', email }), channel, flow],
  );
  // The outcome arrives later, from the post-call webhook: that update queues the event.
  await stack.sql(
    `update public.voice_sessions set outcome_at = now(), duration_seconds = 61, call_successful = 'success',
       summary = 'Wants a table for 4.', data_collection = '{"party_size":{"value":4,"rationale":"said so"}}'
     where conversation_id = $1`,
    [id],
  );
  return id;
}

describe('CRM delivery', () => {
  it('queues lead.created with the lead, and delivers each once, signed, to the inbox and as a HubSpot contact', async () => {
    const before = stack.inbox.deliveries().length;
    await storeContact('ada@example.com');
    expect(await stack.sql('select type from public.crm_events')).toEqual([{ type: 'lead.created' }]);
    expect(await stack.drain()).toMatchObject({ sent: 2 });
    expect(await stack.drain(later(60_000))).toMatchObject({ sent: 0 });
    const [delivery] = stack.inbox.deliveries();
    expect(stack.inbox.deliveries().length - before).toBe(1);
    expect(delivery!.verified).toBe(true);
    const [event] = await stack.sql<{ id: string }>('select id from public.crm_events');
    expect(delivery!.headers['webhook-id']).toBe(event!.id);
    const body = new Webhook(LOCAL_CRM_WEBHOOK_SECRET).verify(delivery!.body, delivery!.headers);
    expect(CrmEventSchema.parse(body)).toMatchObject({
      type: 'lead.created',
      data: {
        source: 'book_demo',
        locale: 'es',
        person: { email: 'ada@example.com' },
        message: { aiHelp: 'Answer calls' },
      },
    });
    const contact = stack.hubspot.contacts().find((entry) => entry.properties.email === 'ada@example.com');
    expect(contact?.properties).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', company: 'Engines' });
  });

  it('sends a voice lead with its outcome and collected fields, and HubSpot a note holding them', async () => {
    await storeVoiceSession('grace@example.com', 'phone');
    await stack.drain();
    const [delivery] = received('lead.created');
    const event = CrmEventSchema.parse(JSON.parse(delivery!.body));
    expect(event).toMatchObject({
      data: {
        source: 'call_me',
        flow: 'restaurant',
        consent: { text: 'Call me at this number.', given: true },
        call: { durationSeconds: 61, summary: 'Wants a table for 4.', collected: { party_size: 4 } },
      },
    });
    const contact = stack.hubspot.contacts().find((entry) => entry.properties.email === 'grace@example.com')!;
    const note = stack.hubspot.notes().find((entry) => entry.contactIds.includes(contact.id));
    expect(note?.properties.hs_note_body).toContain('Wants a table for 4.');
    expect(note?.properties.hs_note_body).toContain('Collected party_size:</strong> 4');
    expect(contact.properties.hs_legal_basis).toBe('Freely given consent from contact');
  });

  it('keeps an interview (a flow that does not notify sales) out of the CRM', async () => {
    const before = stack.inbox.deliveries().length;
    await storeVoiceSession('candidate@example.com', 'browser', 'interview-sales');
    expect(await stack.drain()).toMatchObject({ sent: 0, skipped: 2 });
    expect(stack.inbox.deliveries().length).toBe(before);
  });

  it('retries a failing inbox with backoff and delivers once, without holding up HubSpot', async () => {
    stack.inbox.failNext(3);
    await storeContact('retry@example.com');
    let now = Date.now();
    expect(await stack.drain(new Date(now))).toMatchObject({ sent: 1, retrying: 1 });
    expect(stack.hubspot.contacts().some((entry) => entry.properties.email === 'retry@example.com')).toBe(true);
    expect(await stack.drain(new Date(now + RETRY_SCHEDULE_MS[0]! - 1000))).toMatchObject({ sent: 0, retrying: 0 });
    for (const wait of RETRY_SCHEDULE_MS.slice(0, 3)) {
      now += wait + 1000;
      await stack.drain(new Date(now));
    }
    const answered = received('lead.created')
      .filter((delivery) => JSON.parse(delivery.body).data.person.email === 'retry@example.com')
      .map((delivery) => delivery.answered);
    expect(answered).toEqual([204, 500, 500, 500]);
    expect(
      new Set(
        received('lead.created')
          .slice(0, 4)
          .map((delivery) => delivery.headers['webhook-id']),
      ).size,
    ).toBe(1);
  });

  it('delivers once when two drains run at the same time', async () => {
    const before = stack.inbox.deliveries().length;
    await storeContact('race@example.com');
    await Promise.all([stack.drain(), stack.drain(), stack.drain()]);
    expect(stack.inbox.deliveries().length - before).toBe(1);
  });

  it('pauses a destination that keeps failing, names it for the e-mail, and resumes after a success', async () => {
    stack.inbox.failNext(1000);
    for (let lead = 0; lead < PAUSE_AFTER_FAILURES; lead++) await storeContact(`pause${lead}@example.com`);
    await stack.drain();
    const paused = await stack.store.paused();
    expect(paused.map((destination) => destination.name)).toEqual(['zapier']);
    expect(pausedNotice(paused)).toContain('- zapier: paused since');
    const tries = stack.inbox.deliveries().length;
    await stack.drain(later(RETRY_SCHEDULE_MS[1]!));
    expect(stack.inbox.deliveries().length).toBe(tries);
    stack.inbox.failNext(0);
    await stack.drain(later(60 * 60_000));
    expect(await stack.store.paused()).toEqual([]);
  });
});
