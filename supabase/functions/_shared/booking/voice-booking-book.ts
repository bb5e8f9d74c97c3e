// Booking one offered time: at most one meeting per conversation (a retried call gets the first one
// back), only a time this conversation was offered, a few per address a week, and the attendee taken
// from the stored session (the form's name and e-mail, the visitor's zone and language).
import { bookingLinks, type BookingSettings } from './booking-config.ts';
import { CalcomError } from './calcom.ts';
import { HttpError } from '../http/http.ts';
import { describeError } from '../http/log.ts';
import type { VoiceBookingDeps } from './voice-booking-deps-type.ts';
import type { BookingSession, StoredMeeting } from './voice-booking-store.ts';
import { spokenTime, unavailable, visitorClock } from './voice-booking-times.ts';

const WEEK_MS = 7 * 86_400_000;
/** The attendee languages Cal.com takes (BookingLanguage, create-booking.input.ts) that the site speaks. */
const CALCOM_LANGUAGES = new Set(['en', 'es', 'de', 'fr', 'it', 'pt', 'nl']);

function confirmed(meeting: StoredMeeting, locale: string, repeated: boolean) {
  return {
    booked: true,
    ...(repeated ? { repeated: true } : {}),
    start: meeting.start,
    timeZone: meeting.timeZone,
    spoken: spokenTime(Date.parse(meeting.start), meeting.timeZone, locale),
    instruction: 'Confirm the time as spoken: the invitation is on its way by e-mail.',
  };
}

export async function bookMeeting(
  session: BookingSession,
  start: string,
  site: BookingSettings,
  deps: VoiceBookingDeps,
): Promise<[number, unknown]> {
  const { zone, locale } = visitorClock(session);
  if (session.booking) return [200, confirmed(session.booking, locale, true)];
  const at = Date.parse(start);
  const offered = (session.booking_offers ?? []).find((offer) => Date.parse(offer) === at);
  if (Number.isNaN(at) || !offered) {
    throw new HttpError(409, {
      error: 'time_not_offered',
      instruction: 'Book only a start that find_meeting_times returned in this call; call it again if needed.',
    });
  }
  const email = session.details.email?.trim().toLowerCase();
  if (!email)
    return [
      200,
      {
        ...unavailable(site, 'no_email'),
        instruction: 'Without an e-mail address no meeting can be booked: offer the scheduling link.',
      },
    ];
  if ((await deps.store.countSince(email, new Date(deps.now() - WEEK_MS).toISOString())) >= site.perEmailPerWeek) {
    throw new HttpError(429, {
      error: 'booking_limit',
      instruction: 'This address has booked enough meetings this week: say the team will be in touch.',
    });
  }
  if (!(await deps.store.claim(session.conversation_id))) {
    const again = await deps.store.find(session.conversation_id);
    if (again?.booking) return [200, confirmed(again.booking, locale, true)];
    throw new HttpError(409, { error: 'booking_in_progress' });
  }
  try {
    const phone = session.details.phone?.replace(/[\s()-]/g, '');
    const attendee = {
      name: session.details.name?.trim() || email,
      email,
      timeZone: zone,
      ...(phone && /^\+[1-9]\d{7,14}$/.test(phone) ? { phoneNumber: phone } : {}),
      ...(CALCOM_LANGUAGES.has(locale.slice(0, 2)) ? { language: locale.slice(0, 2) } : {}),
    };
    const booking = await deps.calcom!.book(site.eventTypeId, offered, attendee, {
      conversationId: session.conversation_id,
    });
    const meeting: StoredMeeting = {
      id: booking.id,
      uid: booking.uid,
      start: booking.start,
      end: booking.end,
      timeZone: zone,
      ...bookingLinks(site.appUrl, booking.uid),
    };
    await deps.store.recordBooking(session.conversation_id, meeting, email);
    return [200, confirmed(meeting, locale, false)];
  } catch (error) {
    deps.log.error(`voice-booking: ${describeError(error)}`);
    const timedOut = error instanceof CalcomError && error.timedOut;
    const taken = error instanceof CalcomError && error.status === 400;
    await deps.store.recordFailure(
      session.conversation_id,
      timedOut ? 'calendar_timeout' : taken ? 'time_taken' : 'calendar_refused',
    );
    if (taken)
      return [
        200,
        {
          booked: false,
          reason: 'time_taken',
          instruction: 'That time was just taken: apologise and call find_meeting_times again.',
        },
      ];
    return [200, { booked: false, ...unavailable(site) }];
  }
}
