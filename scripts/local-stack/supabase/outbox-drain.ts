// The local stand-in for the Supabase Cron job that calls drain-email-outbox (DEPLOY.md): the same
// _shared/ drain and sweep over the Data API, on a timer in this process, sending to a file instead of
// Resend so a marketer can see what the team would receive (and tests can read it back).
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { EmailSender } from '../../../supabase/functions/_shared/email/email.ts';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';
import { drainOutbox, type DrainOptions, type DrainResult } from '../../../supabase/functions/_shared/email/outbox.ts';
import { sweepUnqueuedLeads, type UnqueuedLeads } from '../../../supabase/functions/_shared/email/outbox-sweep.ts';

/** Appends each e-mail as one JSON line to `outboxFile` instead of sending it. */
export function createOutboxEmailSender(outboxFile: string, log: Logger): EmailSender {
  return {
    async send(message, options = {}) {
      await mkdir(path.dirname(outboxFile), { recursive: true });
      // The idempotency key a provider would get: npm run abuse counts an entry handed over twice.
      const entry = { sentAt: new Date().toISOString(), ...message, ...options };
      await appendFile(outboxFile, `${JSON.stringify(entry)}\n`, 'utf8');
      log.info(`[local e-mail] "${message.subject}" written to ${outboxFile}`);
    },
  };
}

/**
 * Queued e-mails go out shortly after, retried with backoff, after a sweep for leads stored without a
 * queued e-mail. One drain at a time, so a slow send never overlaps the next tick. `everyMs` 0: no
 * timer, the caller drains by hand (tests).
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
