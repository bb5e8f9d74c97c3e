// Outbox for notification e-mails (table public.email_outbox). Functions queue an e-mail with
// enqueueEmail after the lead is stored; drainOutbox sends what is due and retries failures with
// backoff. The local server drains on a timer; production drains from a scheduled invocation of the
// drain-email-outbox function (DEPLOY.md) and right after each queueing.
import type { EmailMessage, EmailSender } from './email.ts';
import { describeError, type Logger } from '../http/log.ts';

/** Who queued a lead's e-mail: its own request, or the drain's sweep (which has a daily cap for contact rows). */
export type QueuedBy = 'request' | 'sweep';

export interface OutboxEntry {
  id: string;
  subject: string;
  body: string;
  replyTo: string | null;
  /** Recipients chosen when queued (EmailMessage.to); null: the sender's team addresses. */
  to?: readonly string[] | null;
  attempts: number;
}

/** Storage for the outbox: PostgREST in production (outbox-postgrest.ts), PGlite locally, memory in tests. */
export interface OutboxStore {
  /**
   * Queues the message once. For a lead's key ('demo_request:<id>', 'contact:<id>',
   * 'voice_session:<conversation id>') the lead's own row records that it was queued, in the same
   * transaction (public.queue_lead_email), so nothing that empties the outbox can queue it again.
   * True when this call queued it; false when it was queued before (or the lead is gone).
   */
  enqueue(dedupeKey: string, message: EmailMessage, queuedBy?: QueuedBy): Promise<boolean>;
  /** Pending entries whose next attempt is due at `now`, oldest first. */
  listDue(now: Date, limit: number): Promise<OutboxEntry[]>;
  /**
   * Takes an entry for one attempt: counts the attempt and moves its next attempt to `leaseUntil`,
   * only while its attempts are still `attempts`. False when another drain took it first.
   */
  claim(id: string, attempts: number, leaseUntil: Date): Promise<boolean>;
  markSent(id: string, at: Date): Promise<void>;
  /** `retryAt` null gives up on the entry (status 'failed'). `error` holds no personal data. */
  markFailed(id: string, retryAt: Date | null, error: string): Promise<void>;
}

/** Attempts before an entry is left as 'failed' for a person to look at (about two days of retries). */
export const MAX_EMAIL_ATTEMPTS = 12;
/** An attempt that crashed mid-send is retried after this. */
const CLAIM_LEASE_MS = 2 * 60_000;

/** 1, 2, 4 … minutes after each failure, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export function enqueueEmail(
  store: OutboxStore,
  dedupeKey: string,
  message: EmailMessage,
  queuedBy: QueuedBy = 'request',
): Promise<boolean> {
  return store.enqueue(dedupeKey, message, queuedBy);
}

/**
 * An error message fit for logs and last_error: e-mail addresses and long digit runs (phone
 * numbers) are masked, since provider errors may quote what they refused.
 */
export function withoutPersonalData(message: string): string {
  return message
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[address]')
    .replace(/\+?\d[\d\s().-]{5,}\d/g, '[number]')
    .slice(0, 300);
}

export interface DrainOptions {
  store: OutboxStore;
  email: EmailSender;
  log: Logger;
  now?: () => Date;
  /** Entries per drain; default 20. */
  batchSize?: number;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  gaveUp: number;
}

/** Sends the due entries once each. Never throws for a failed send: that is recorded and retried. */
export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? (() => new Date());
  const result: DrainResult = { sent: 0, retrying: 0, gaveUp: 0 };
  const due = await options.store.listDue(now(), options.batchSize ?? 20);
  for (const entry of due) {
    const leaseUntil = new Date(now().getTime() + CLAIM_LEASE_MS);
    if (!(await options.store.claim(entry.id, entry.attempts, leaseUntil))) continue;
    const attempts = entry.attempts + 1;
    try {
      // The entry's id as the provider's idempotency key: when marking it sent fails after the provider
      // accepted it, the retry is recognised and not delivered twice.
      const message = {
        subject: entry.subject,
        text: entry.body,
        ...(entry.replyTo ? { replyTo: entry.replyTo } : {}),
        ...(entry.to ? { to: entry.to } : {}),
      };
      await options.email.send(message, { idempotencyKey: entry.id });
      await options.store.markSent(entry.id, now());
      result.sent++;
    } catch (error) {
      const reason = withoutPersonalData(describeError(error));
      const giveUp = attempts >= MAX_EMAIL_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(attempts));
      await options.store.markFailed(entry.id, retryAt, reason);
      if (giveUp) result.gaveUp++;
      else result.retrying++;
      options.log.error(
        `email outbox: entry ${entry.id} attempt ${attempts} failed (${reason}); ` +
          (giveUp ? 'gave up, status failed.' : `retrying at ${retryAt?.toISOString()}.`),
      );
    }
  }
  return result;
}

/** The outbox in memory, with the table's rules; for unit tests. */
export function createMemoryOutboxStore(): OutboxStore & { entries: Map<string, MemoryOutboxRow> } {
  const entries = new Map<string, MemoryOutboxRow>();
  const byId = (id: string) => [...entries.values()].find((row) => row.id === id);
  return {
    entries,
    async enqueue(dedupeKey, message) {
      if (entries.has(dedupeKey)) return false;
      const row: MemoryOutboxRow = {
        id: `outbox-${entries.size + 1}`,
        subject: message.subject,
        body: message.text,
        replyTo: message.replyTo ?? null,
        to: message.to ?? null,
        attempts: 0,
        status: 'pending',
        nextAttemptAt: new Date(0),
        lastError: null,
      };
      entries.set(dedupeKey, row);
      return true;
    },
    async listDue(now, limit) {
      return [...entries.values()]
        .filter((row) => row.status === 'pending' && row.nextAttemptAt <= now)
        .slice(0, limit)
        .map(({ id, subject, body, replyTo, to, attempts }) => ({ id, subject, body, replyTo, to, attempts }));
    },
    async claim(id, attempts, leaseUntil) {
      const row = byId(id);
      if (!row || row.status !== 'pending' || row.attempts !== attempts) return false;
      Object.assign(row, { attempts: attempts + 1, nextAttemptAt: leaseUntil });
      return true;
    },
    async markSent(id) {
      Object.assign(byId(id) ?? {}, { status: 'sent', lastError: null });
    },
    async markFailed(id, retryAt, error) {
      const row = byId(id);
      if (row)
        Object.assign(row, {
          status: retryAt ? 'pending' : 'failed',
          nextAttemptAt: retryAt ?? row.nextAttemptAt,
          lastError: error,
        });
    },
  };
}

export interface MemoryOutboxRow extends OutboxEntry {
  status: 'pending' | 'sent' | 'failed';
  nextAttemptAt: Date;
  lastError: string | null;
}
