// Every lead reaches each CRM destination once, proved after the floods on the running local stack: the
// drain runs until nothing is due, two at a time (as two overlapping cron runs would), and the inbox's
// 2xx answers are counted per event id (webhook-id, the receiver's idempotency key).
import type { Check } from './scenarios.ts';

export interface CrmEventsContext {
  drainCrm(): Promise<{ sent: number; skipped: number; retrying: number; gaveUp: number }>;
  listCrmDeliveries(): Promise<Array<Record<string, unknown>>>;
  /** What the webhook inbox received: its headers and its answer. */
  inboxDeliveries(): ReadonlyArray<{ headers: Record<string, string>; answered: number; destination: string }>;
}

/** At most this many rounds of two drains; each delivers up to 50 events per destination. */
const MAX_ROUNDS = 200;

export async function crmEventsOnce(context: CrmEventsContext): Promise<{ checks: Check[]; deliveredTwice: number }> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const results = await Promise.all([context.drainCrm(), context.drainCrm()]);
    if (results.every((result) => result.sent + result.skipped + result.retrying + result.gaveUp === 0)) break;
  }
  const rows = await context.listCrmDeliveries();
  const undelivered = rows.filter((row) => row.status !== 'sent' && row.status !== 'skipped').length;
  const accepted = context.inboxDeliveries().filter((delivery) => delivery.answered >= 200 && delivery.answered < 300);
  const keys = accepted.map((delivery) => `${delivery.destination}:${delivery.headers['webhook-id']}`);
  const deliveredTwice = keys.length - new Set(keys).size;
  // Every sent webhook row's event is in the inbox. The inbox may hold more: an erasure during the run
  // deletes the person's delivered events with their rows, and a delivered lead.forgotten keeps no row.
  const inboxEvents = new Set(accepted.map((delivery) => delivery.headers['webhook-id']));
  const sentWebhooks = rows.filter((row) => row.status === 'sent' && row.destination !== 'hubspot');
  const missing = sentWebhooks.filter((row) => !inboxEvents.has(String(row.event_id))).length;
  return {
    deliveredTwice,
    checks: [
      {
        name: 'crm: every stored lead delivered to every destination, two drains at a time',
        expected: 'all sent, each event once in the inbox',
        got: `${rows.length - undelivered} of ${rows.length} sent, ${sentWebhooks.length - missing} of ${sentWebhooks.length} webhook deliveries in the inbox, ${deliveredTwice} twice`,
        ok: undelivered === 0 && missing === 0 && deliveredTwice === 0 && sentWebhooks.length > 0,
      },
    ],
  };
}
