// Where voice session records live (public.voice_sessions). Production goes through Supabase's REST
// API with the service role; the local backend uses PGlite (scripts/local-stack/supabase/voice-session-store.ts).
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';

/** What the visitor typed into the flow's form, as submitted; fields the flow does not ask are absent. */
export type SessionDetails = Partial<Record<'name' | 'email' | 'phone' | 'company', string>>;

/** The record stored when a session is signed. */
export interface VoiceSessionStart {
  conversation_id: string;
  flow: string;
  agent_id: string;
  details: SessionDetails;
  notice_shown: boolean;
  page: string | null;
  /** The page's language (BCP 47); left out, the column's default (the site's own language). */
  locale?: string | null;
  /** A Call me session's number as E.164, beside what the visitor typed, so erasure finds any form of it. */
  phone_e164?: string;
  /** The visitor's IANA time zone (the browser's, or for Call me the number's); absent when not known. */
  time_zone?: string | null;
  /** 'phone' for a Call me call; left out, the column's default 'browser'. */
  channel?: 'browser' | 'phone';
}

/** What ElevenLabs' post-call webhook tells us. */
export interface VoiceSessionOutcome {
  duration_seconds: number | null;
  /** ElevenLabs' verdict: 'success', 'failure' or 'unknown'. */
  call_successful: string | null;
  summary: string | null;
  /** The flow's collect fields: { id: { value, rationale } } (voice-analysis.ts). */
  data_collection: Record<string, unknown> | null;
  /** The verdict per evaluation criterion: { id: { result, rationale } }; absent from older callers. */
  evaluation?: Record<string, unknown> | null;
  /** Only when the flow's YAML says keepTranscript. */
  transcript: unknown[] | null;
}

export interface StoredVoiceSession {
  conversation_id: string;
  flow: string;
  agent_id: string;
  details: SessionDetails;
  /** The page's language (BCP 47); null or absent when not recorded. */
  locale?: string | null;
  /** When the outcome was stored; null until the webhook came. */
  outcome_at: string | null;
  /** The meeting booked in the call (voice-booking-store.ts), and why booking failed; absent when none. */
  booking?: { start: string; timeZone: string; rescheduleUrl?: string } | null;
  booking_failed?: string | null;
}

export interface VoiceSessionStore {
  insertSession(row: VoiceSessionStart): Promise<void>;
  findSession(conversationId: string): Promise<StoredVoiceSession | null>;
  /**
   * Stores the outcome once, with the team its e-mail is owed to (`emailTo`, empty: none), so the drain's
   * sweep sends it if the webhook dies before queueing it. False when another delivery already did (a replay).
   */
  recordOutcome(conversationId: string, outcome: VoiceSessionOutcome, emailTo: readonly string[]): Promise<boolean>;
}

export type PostgrestSessionStoreConfig = ServiceRoleConfig;

export function createPostgrestVoiceSessionStore(config: PostgrestSessionStoreConfig): VoiceSessionStore {
  const call = postgrest(config, 'voice_sessions');
  const byId = (id: string) => `conversation_id=eq.${encodeURIComponent(id)}`;
  return {
    async insertSession(row) {
      await call('', 'POST', row, 'return=minimal');
    },
    async findSession(id) {
      const select = '&select=conversation_id,flow,agent_id,details,locale,outcome_at,booking,booking_failed';
      const rows = (await (await call(byId(id) + select, 'GET')).json()) as StoredVoiceSession[];
      return rows[0] ?? null;
    },
    async recordOutcome(id, outcome, emailTo) {
      // The outcome_at filter makes the update atomic: of two deliveries, one updates a row.
      const changes = {
        ...outcome,
        email_to: emailTo.length > 0 ? emailTo : null,
        outcome_at: new Date().toISOString(),
      };
      const query = `${byId(id)}&outcome_at=is.null&select=conversation_id`;
      const response = await call(query, 'PATCH', changes, 'return=representation');
      return ((await response.json()) as unknown[]).length === 1;
    },
  };
}
