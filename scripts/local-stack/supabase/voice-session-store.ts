// The retention job on voice_sessions, as Supabase's cron runs it (retention.ts).
import type { PGlite } from '@electric-sql/pglite';
import { runAs } from './database.ts';

/** Runs public.delete_expired_voice_sessions as the service role; returns how many records went. */
export async function deleteExpiredVoiceSessions(db: PGlite, retentionDays: number): Promise<number> {
  const { rows } = await runAs(db, 'service_role', (tx) =>
    tx.query<{ deleted: number }>('select public.delete_expired_voice_sessions($1) as deleted', [retentionDays]),
  );
  return rows[0]?.deleted ?? 0;
}
