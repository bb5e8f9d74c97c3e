// The local backend's voice_sessions: the same table and grants as Supabase, on PGlite, written as the
// service role like the deployed functions do through PostgREST.
import type { PGlite } from '@electric-sql/pglite';
import type { StoredVoiceSession, VoiceSessionStore } from '../../../supabase/functions/_shared/voice-sessions.ts';
import { runAs } from './database.ts';

export function createPgliteVoiceSessionStore(db: PGlite): VoiceSessionStore {
  return {
    async insertSession(row) {
      await runAs(db, 'service_role', (tx) =>
        tx.query(
          `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, page)
           values ($1, $2, $3, $4, $5, $6)`,
          [row.conversation_id, row.flow, row.agent_id, JSON.stringify(row.details), row.notice_shown, row.page],
        ),
      );
    },
    async findSession(conversationId) {
      const { rows } = await runAs(db, 'service_role', (tx) =>
        tx.query<StoredVoiceSession & { outcome_at: Date | null }>(
          `select conversation_id, flow, agent_id, details, outcome_at
             from public.voice_sessions where conversation_id = $1`,
          [conversationId],
        ),
      );
      const row = rows[0];
      return row ? { ...row, outcome_at: row.outcome_at ? new Date(row.outcome_at).toISOString() : null } : null;
    },
    async recordOutcome(conversationId, outcome, emailTo) {
      const { affectedRows } = await runAs(db, 'service_role', (tx) =>
        tx.query(
          `update public.voice_sessions
              set outcome_at = now(), duration_seconds = $2, call_successful = $3, summary = $4,
                  data_collection = $5, transcript = $6, evaluation = $7, email_to = $8
            where conversation_id = $1 and outcome_at is null`,
          [
            conversationId,
            outcome.duration_seconds,
            outcome.call_successful,
            outcome.summary,
            outcome.data_collection === null ? null : JSON.stringify(outcome.data_collection),
            outcome.transcript === null ? null : JSON.stringify(outcome.transcript),
            outcome.evaluation == null ? null : JSON.stringify(outcome.evaluation),
            emailTo.length > 0 ? JSON.stringify(emailTo) : null,
          ],
        ),
      );
      return affectedRows === 1;
    },
  };
}

/** Runs the retention job as Supabase's cron does (service role); returns how many records went. */
export async function deleteExpiredVoiceSessions(db: PGlite, retentionDays: number): Promise<number> {
  const { rows } = await runAs(db, 'service_role', (tx) =>
    tx.query<{ deleted: number }>('select public.delete_expired_voice_sessions($1) as deleted', [retentionDays]),
  );
  return rows[0]?.deleted ?? 0;
}

/** Every voice session, newest first, timestamps as ISO strings (for npm run leads). */
export async function listVoiceSessions(db: PGlite): Promise<Array<Record<string, unknown>>> {
  const { rows } = await runAs(db, 'service_role', (tx) =>
    tx.query<Record<string, unknown>>('select * from public.voice_sessions order by created_at desc, id'),
  );
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}
