// The local stand-in for Supabase's pg_cron job (see DEPLOY.md): runs the retention function once at
// start and then on a timer, with the period from industries/site.yaml (leads.retentionDays).
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import { deleteExpiredVoiceSessions } from './voice-session-store.ts';

/** Starts the job; returns the function that stops it. `everyMs` 0 runs nothing. */
export function startRetentionTimer(db: PGlite, retentionDays: number, everyMs: number, log: Logger): () => void {
  if (everyMs <= 0) return () => {};
  let stopped = false;
  const run = async () => {
    try {
      const deleted = await deleteExpiredVoiceSessions(db, retentionDays);
      if (deleted > 0) log.info(`[retention] deleted ${deleted} voice session(s) older than ${retentionDays} days`);
    } catch (error) {
      // The database closes while a run is due on shutdown; only a live backend's failure matters.
      if (!stopped) log.warn('[retention] the voice session retention job failed:', error);
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
