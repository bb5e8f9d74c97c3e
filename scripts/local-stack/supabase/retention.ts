// The local stand-in for Supabase's pg_cron jobs (see DEPLOY.md): runs the retention functions once at
// start and then on a timer, with the periods from industries/site.yaml (leads.retentionDays for voice
// sessions, leads.requestRetentionDays and leads.outboxRetentionDays for requests and queued e-mails).
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';
import type { VoiceLeadsConfig } from '../../../supabase/functions/_shared/voice/voice-leads.ts';
import { runAs } from './database.ts';
import { deleteExpiredVoiceSessions } from './voice-session-store.ts';

/** public.delete_expired_leads as the service role; the schema's defaults when the config predates them. */
export async function deleteExpiredLeads(db: PGlite, leads: VoiceLeadsConfig): Promise<number> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<{ deleted: number }>('select public.delete_expired_leads($1, $2) as deleted', [
      leads.requestRetentionDays ?? 730,
      leads.outboxRetentionDays ?? 30,
    ]),
  );
  return result.rows[0]?.deleted ?? 0;
}

/** Starts the jobs; returns the function that stops them. `everyMs` 0 runs nothing. */
export function startRetentionTimer(db: PGlite, leads: VoiceLeadsConfig, everyMs: number, log: Logger): () => void {
  if (everyMs <= 0) return () => {};
  let stopped = false;
  const run = async () => {
    try {
      const deleted = await deleteExpiredVoiceSessions(db, leads.retentionDays);
      if (deleted > 0)
        log.info(`[retention] deleted ${deleted} voice session(s) older than ${leads.retentionDays} days`);
      const calls = await runAs(db, 'service_role', (tx) =>
        tx.query<{ deleted: number }>('select public.delete_expired_call_numbers() as deleted'),
      );
      if ((calls.rows[0]?.deleted ?? 0) > 0) log.info(`[retention] forgot ${calls.rows[0]!.deleted} called number(s)`);
      const leadRows = await deleteExpiredLeads(db, leads);
      if (leadRows > 0) log.info(`[retention] deleted ${leadRows} expired request(s) and queued e-mail(s)`);
    } catch (error) {
      // The database closes while a run is due on shutdown; only a live backend's failure matters.
      if (!stopped) log.warn('[retention] the retention job failed:', error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
