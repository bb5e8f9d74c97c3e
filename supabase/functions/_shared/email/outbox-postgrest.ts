// The outbox over Supabase's REST API with the service role (the table has no anon access).
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import type { OutboxEntry, OutboxStore } from './outbox.ts';

export type PostgrestOutboxConfig = ServiceRoleConfig;

interface OutboxRow {
  id: string;
  subject: string;
  body: string;
  reply_to: string | null;
  recipients: string[] | null;
  attempts: number;
}

export function createPostgrestOutboxStore(config: PostgrestOutboxConfig): OutboxStore {
  const call = postgrest(config, 'email_outbox');
  const queue = postgrest(config, 'rpc/queue_lead_email');
  const patch = (id: string, changes: Record<string, unknown>) =>
    call(`id=eq.${encodeURIComponent(id)}`, 'PATCH', changes, 'return=minimal');

  return {
    async enqueue(dedupeKey, message, queuedBy = 'request') {
      // One transaction marks the lead queued and inserts the row (public.queue_lead_email).
      const args = {
        p_key: dedupeKey,
        p_subject: message.subject,
        p_body: message.text,
        p_reply_to: message.replyTo ?? null,
        p_recipients: message.to ?? null,
        p_by: queuedBy,
      };
      return (await (await queue('', 'POST', args)).json()) === true;
    },
    async listDue(now, limit) {
      const query =
        `select=id,subject,body,reply_to,recipients,attempts&status=eq.pending` +
        `&next_attempt_at=lte.${encodeURIComponent(now.toISOString())}&order=next_attempt_at.asc&limit=${limit}`;
      const rows = (await (await call(query, 'GET')).json()) as OutboxRow[];
      return rows.map((row): OutboxEntry => ({
        id: row.id,
        subject: row.subject,
        body: row.body,
        replyTo: row.reply_to,
        to: row.recipients,
        attempts: row.attempts,
      }));
    },
    async claim(id, attempts, leaseUntil) {
      const query = `id=eq.${encodeURIComponent(id)}&status=eq.pending&attempts=eq.${attempts}&select=id`;
      const changes = { attempts: attempts + 1, next_attempt_at: leaseUntil.toISOString() };
      const claimed = (await (await call(query, 'PATCH', changes, 'return=representation')).json()) as unknown[];
      return claimed.length === 1;
    },
    async markSent(id, at) {
      await patch(id, { status: 'sent', sent_at: at.toISOString(), last_error: null });
    },
    async markFailed(id, retryAt, error) {
      await patch(id, {
        status: retryAt ? 'pending' : 'failed',
        last_error: error,
        ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
      });
    },
  };
}
