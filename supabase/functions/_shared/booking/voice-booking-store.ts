// The booking state of a voice session (public.voice_sessions, migration 20261128200000): the times
// offered, the one-booking claim, the booking itself or why it failed. PostgREST with the service role;
// every write that must happen once filters on the state it expects, so of two calls one wins.
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import type { SessionDetails } from '../voice/voice-sessions.ts';

/** The meeting as the session records it and the page shows it. */
export interface StoredMeeting {
  id: number;
  uid: string;
  start: string;
  end: string;
  timeZone: string;
  rescheduleUrl: string;
  cancelUrl: string;
}

export interface BookingSession {
  conversation_id: string;
  flow: string;
  details: SessionDetails;
  locale: string | null;
  time_zone: string | null;
  created_at: string;
  outcome_at: string | null;
  booking_offers: string[] | null;
  booking: StoredMeeting | null;
}

export interface BookingStore {
  find(conversationId: string): Promise<BookingSession | null>;
  saveOffers(conversationId: string, offers: readonly string[]): Promise<void>;
  /** Takes the one-booking claim; false when a booking exists or another call holds the claim. */
  claim(conversationId: string): Promise<boolean>;
  /** Meetings booked with this address (lower case) since `since` (ISO). */
  countSince(email: string, since: string): Promise<number>;
  recordBooking(conversationId: string, meeting: StoredMeeting, email: string): Promise<void>;
  /** Records why booking failed and lets a later call try again. */
  recordFailure(conversationId: string, reason: string): Promise<void>;
}

const COLUMNS = 'conversation_id,flow,details,locale,time_zone,created_at,outcome_at,booking_offers,booking';

export function createPostgrestBookingStore(config: ServiceRoleConfig): BookingStore {
  const call = postgrest(config, 'voice_sessions');
  const byId = (id: string) => `conversation_id=eq.${encodeURIComponent(id)}`;
  return {
    async find(id) {
      const rows = (await (await call(`${byId(id)}&select=${COLUMNS}`, 'GET')).json()) as BookingSession[];
      return rows[0] ?? null;
    },
    async saveOffers(id, offers) {
      await call(byId(id), 'PATCH', { booking_offers: offers }, 'return=minimal');
    },
    async claim(id) {
      const query = `${byId(id)}&booking=is.null&booking_claimed_at=is.null&select=conversation_id`;
      const response = await call(
        query,
        'PATCH',
        { booking_claimed_at: new Date().toISOString() },
        'return=representation',
      );
      return ((await response.json()) as unknown[]).length === 1;
    },
    async countSince(email, since) {
      const query = `booking_email=eq.${encodeURIComponent(email)}&booked_at=gte.${encodeURIComponent(since)}&select=conversation_id`;
      return ((await (await call(query, 'GET')).json()) as unknown[]).length;
    },
    async recordBooking(id, meeting, email) {
      const changes = {
        booking: meeting,
        booked_at: new Date().toISOString(),
        booking_email: email,
        booking_failed: null,
      };
      await call(byId(id), 'PATCH', changes, 'return=minimal');
    },
    async recordFailure(id, reason) {
      await call(byId(id), 'PATCH', { booking_failed: reason, booking_claimed_at: null }, 'return=minimal');
    },
  };
}
