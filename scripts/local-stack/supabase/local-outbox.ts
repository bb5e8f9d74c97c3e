// The e-mail outbox on PGlite, as the service role: the same table and rules as production.
import type { PGlite } from '@electric-sql/pglite';
import {
  drainOutbox,
  type DrainOptions,
  type DrainResult,
  type OutboxStore,
} from '../../../supabase/functions/_shared/outbox.ts';
import {
  parseSweep,
  sweepArguments,
  sweepUnqueuedLeads,
  type UnqueuedLeads,
} from '../../../supabase/functions/_shared/outbox-sweep.ts';
import { runAs } from './database.ts';

/** public.leads_without_email as the service role: the leads the drain's sweep queues. */
export function createPgliteUnqueuedLeads(db: PGlite): UnqueuedLeads {
  return {
    async list(limit) {
      const args = sweepArguments(limit);
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<{ sweep: unknown }>('select public.leads_without_email($1, $2, $3) as sweep', [
          args.p_limit,
          args.p_contact_grace_seconds,
          args.p_contact_daily_cap,
        ]),
      );
      return parseSweep(result.rows[0]?.sweep);
    },
  };
}

export function createPgliteOutboxStore(db: PGlite): OutboxStore {
  const asService = <T>(sql: string, params: unknown[]) => runAs(db, 'service_role', (tx) => tx.query<T>(sql, params));
  return {
    async enqueue(dedupeKey, message, queuedBy = 'request') {
      const result = await asService<{ queued: boolean }>(
        'select public.queue_lead_email($1, $2, $3, $4, $5, $6) as queued',
        [
          dedupeKey,
          message.subject,
          message.text,
          message.replyTo ?? null,
          message.to ? JSON.stringify(message.to) : null,
          queuedBy,
        ],
      );
      return result.rows[0]?.queued === true;
    },
    async listDue(now, limit) {
      const result = await asService<{
        id: string;
        subject: string;
        body: string;
        reply_to: string | null;
        recipients: string[] | null;
        attempts: number;
      }>(
        `select id, subject, body, reply_to, recipients, attempts from public.email_outbox
         where status = 'pending' and next_attempt_at <= $1 order by next_attempt_at limit $2`,
        [now, limit],
      );
      return result.rows.map((row) => ({ ...row, replyTo: row.reply_to, to: row.recipients }));
    },
    async claim(id, attempts, leaseUntil) {
      const result = await asService(
        `update public.email_outbox set attempts = attempts + 1, next_attempt_at = $3
         where id = $1 and status = 'pending' and attempts = $2`,
        [id, attempts, leaseUntil],
      );
      return result.affectedRows === 1;
    },
    async markSent(id, at) {
      await asService(`update public.email_outbox set status = 'sent', sent_at = $2, last_error = null where id = $1`, [
        id,
        at,
      ]);
    },
    async markFailed(id, retryAt, error) {
      await asService(
        `update public.email_outbox
         set status = case when $2::timestamptz is null then 'failed' else 'pending' end,
             next_attempt_at = coalesce($2::timestamptz, next_attempt_at), last_error = $3
         where id = $1`,
        [id, retryAt, error],
      );
    },
  };
}

/** Counts by status, for the abuse report and tests. */
export async function outboxCounts(db: PGlite): Promise<Record<string, number>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from public.email_outbox group by status',
    ),
  );
  return Object.fromEntries(result.rows.map((row) => [row.status, row.count]));
}

/** Every outbox entry's dedupe key and status (service role), for the abuse report. */
export async function listOutbox(db: PGlite): Promise<Array<{ dedupe_key: string; status: string }>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ dedupe_key: string; status: string }>('select dedupe_key, status from public.email_outbox'),
  );
  return result.rows;
}

/**
 * As Supabase Cron does in production (DEPLOY.md): queued e-mails go out shortly after, retried with
 * backoff, after a sweep for leads stored without a queued e-mail. One drain at a time, so a slow send never overlaps the next tick. `everyMs` 0: no timer,
 * the caller drains by hand (tests).
 */
export function startOutboxDrain(options: DrainOptions & { unqueued?: UnqueuedLeads }, everyMs: number) {
  let draining: Promise<DrainResult> | null = null;
  const sweep = async () => {
    if (options.unqueued) await sweepUnqueuedLeads(options.unqueued, options.store, options.log);
  };
  const drain = () =>
    (draining ??= sweep()
      .then(() => drainOutbox(options))
      .finally(() => (draining = null)));
  const timer =
    everyMs > 0
      ? setInterval(() => {
          drain().catch((error: unknown) => options.log.error('Local e-mail outbox drain failed:', error));
        }, everyMs)
      : null;
  timer?.unref();
  return {
    drain,
    /** Stops the timer and waits for a drain under way. */
    async stop() {
      if (timer) clearInterval(timer);
      await draining?.catch(() => undefined);
    },
  };
}
