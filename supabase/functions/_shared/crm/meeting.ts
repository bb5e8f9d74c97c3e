// The entry point the in-call booking calls once a meeting is made: queues meeting.booked for the team's CRM
// (public.queue_meeting_booked), once per booking id, delivered like every CRM event. Call it right after the
// booking is stored; in SQL, call the function itself in the booking's own transaction.
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';

export interface BookedMeeting {
  /** The booking's id at the scheduling service; a second call with it queues nothing. */
  bookingId: string;
  /** When the meeting starts. */
  start: Date | string;
  /** The IANA time zone the person booked in, e.g. "Australia/Sydney". */
  timeZone: string;
  /** The voice session it was booked in: its details name the person. */
  conversationId: string;
}

/** Queues meeting.booked; the event id, or null when this booking was queued before. */
export async function queueMeetingBooked(config: ServiceRoleConfig, meeting: BookedMeeting): Promise<string | null> {
  const start = typeof meeting.start === 'string' ? meeting.start : meeting.start.toISOString();
  const args = {
    p_booking_id: meeting.bookingId,
    p_start: start,
    p_time_zone: meeting.timeZone,
    p_conversation_id: meeting.conversationId,
  };
  return (await (await postgrest(config, 'rpc/queue_meeting_booked')('', 'POST', args)).json()) as string | null;
}
