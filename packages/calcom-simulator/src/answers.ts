// The stand-in's answers in Cal.com's shapes: a booking as BookingOutput_2024_08_13, and the event type
// a request names (404 NotFoundException when there is none).
import { CalcomError } from './errors.ts';
import { type Calendar, HOST, type SimBooking } from './calendar.ts';

export function bookingOutput(calendar: Calendar, booking: SimBooking) {
  const type = calendar.eventTypes.get(booking.eventTypeId)!;
  const { language, ...attendee } = booking.attendee;
  return {
    id: booking.id,
    uid: booking.uid,
    title: `${type.title} between ${HOST.name} and ${booking.attendee.name}`,
    description: '',
    hosts: [{ ...HOST, timeZone: calendar.hostTimeZone }],
    status: booking.status,
    ...(booking.cancellationReason ? { cancellationReason: booking.cancellationReason } : {}),
    start: booking.start,
    end: booking.end,
    duration: type.lengthInMinutes,
    eventTypeId: type.id,
    eventType: { id: type.id, slug: type.slug },
    location: 'integrations:daily',
    absentHost: false,
    attendees: [{ ...attendee, ...(language ? { language } : {}), absent: false }],
    bookingFieldsResponses: { name: booking.attendee.name, ...(attendee.email ? { email: attendee.email } : {}) },
  };
}

export function eventTypeOf(calendar: Calendar, id: unknown) {
  const type = calendar.eventTypes.get(Number(id));
  if (!type) throw new CalcomError(404, 'NotFoundException', `Event type with id=${String(id)} not found`);
  return type;
}
