// The sweep for leads whose e-mail was never queued: send-demo-request stores the row, then queues the
// e-mail; when the queueing fails the visitor still gets 200 (the lead is stored), and this sweep,
// run before each outbox drain, queues the e-mail from the stored row. Nothing a visitor sent is lost.
import type { DemoRequestRow } from './demo-request-store.ts';
import type { EmailMessage } from './email.ts';
import { demoRequestEmail } from './lead-emails.ts';
import { describeError, type Logger } from './log.ts';
import type { OutboxStore } from './outbox.ts';
import { postgrest, type ServiceRoleConfig } from './postgrest.ts';

/** Book a Demo rows older than a minute with no outbox entry (public.demo_requests_without_email). */
export interface UnqueuedLeads {
  list(limit: number): Promise<DemoRequestRow[]>;
}

/** The team's e-mail for a stored Book a Demo row. */
export function demoRequestEmailFromRow(row: DemoRequestRow): EmailMessage {
  return demoRequestEmail({
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    website: row.website ?? '',
    aiHelp: row.ai_help ?? '',
    additionalNotes: row.additional_notes ?? '',
  });
}

/** Queues the e-mail of every lead that has none; returns how many. Failures are logged, not thrown. */
export async function sweepUnqueuedLeads(leads: UnqueuedLeads, outbox: OutboxStore, log: Logger): Promise<number> {
  let queued = 0;
  try {
    for (const row of await leads.list(50)) {
      await outbox.enqueue(`demo_request:${row.id}`, demoRequestEmailFromRow(row));
      queued++;
    }
    if (queued > 0) log.warn(`email outbox: queued ${queued} lead e-mail(s) that their request had not queued.`);
  } catch (error) {
    log.error(`email outbox: the sweep for unqueued leads failed: ${describeError(error)}`);
  }
  return queued;
}

export function createPostgrestUnqueuedLeads(config: ServiceRoleConfig): UnqueuedLeads {
  const call = postgrest(config, 'rpc/demo_requests_without_email', 5_000);
  return {
    async list(limit) {
      return (await (await call('', 'POST', { p_limit: limit })).json()) as DemoRequestRow[];
    },
  };
}
