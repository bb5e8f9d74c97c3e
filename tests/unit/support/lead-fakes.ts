// Fakes for the voice session tests: an in-memory session store and a small flow config.
import type { VoiceLeadsConfig } from '../../../supabase/functions/_shared/voice/voice-leads.ts';
import type {
  StoredVoiceSession,
  VoiceSessionOutcome,
  VoiceSessionStart,
  VoiceSessionStore,
} from '../../../supabase/functions/_shared/voice/voice-sessions.ts';

export type FakeSession = VoiceSessionStart & { outcome: VoiceSessionOutcome | null; emailTo: readonly string[] };

export function memorySessionStore(): VoiceSessionStore & { rows: FakeSession[] } {
  const rows: FakeSession[] = [];
  const find = (id: string) => rows.find((row) => row.conversation_id === id);
  return {
    rows,
    async insertSession(row) {
      rows.push({ ...row, outcome: null, emailTo: [] });
    },
    async findSession(id): Promise<StoredVoiceSession | null> {
      const row = find(id);
      return row ? { ...row, outcome_at: row.outcome ? '2026-11-23T00:00:00.000Z' : null } : null;
    },
    async recordOutcome(id, outcome, emailTo) {
      const row = find(id);
      if (!row || row.outcome) return false;
      row.outcome = outcome;
      row.emailTo = emailTo;
      return true;
    },
  };
}

export const TEST_LEADS: VoiceLeadsConfig = {
  flows: {
    automotive: { notify: 'sales', keepTranscript: false },
    'interview-sales': { notify: 'hiring', keepTranscript: true },
    quiet: { notify: 'none', keepTranscript: false },
  },
  teams: { sales: ['sales@example.com'], hiring: ['careers@example.com'] },
  minDurationSeconds: 20,
  retentionDays: 30,
  // Far above what a test starts, so only the budget's own tests meet it.
  voiceBudget: { perHour: 10_000, perDay: 100_000 },
};
