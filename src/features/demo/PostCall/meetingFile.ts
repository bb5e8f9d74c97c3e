/** The meeting booked in the call, as voice-meeting answers it. */
export interface BookedMeeting {
  start: string;
  end: string;
  timeZone: string;
  rescheduleUrl: string;
  cancelUrl: string;
}

/** An instant in iCalendar's UTC form, 20260302T093000Z (RFC 5545 §3.3.5). */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * The meeting as a calendar file (RFC 5545), written here rather than with a library: one event of five
 * fields is all a calendar app needs, and the demo page's first paint stays as small as it is.
 */
export function meetingIcs(meeting: BookedMeeting, title: string, now = new Date()): string {
  const uid = `${icsTime(meeting.start)}-${meeting.cancelUrl.replace(/\W+/g, '').slice(-24)}@voice-demo`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//voice-demo//meeting//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(meeting.start)}`,
    `DTEND:${icsTime(meeting.end)}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(`${meeting.rescheduleUrl}\n${meeting.cancelUrl}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

/** The time in the visitor's language and zone: "lunes, 2 de marzo de 2026, 10:30 (Europe/Madrid)". */
export function meetingTime(meeting: BookedMeeting, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: meeting.timeZone });
  return `${format.format(new Date(meeting.start))} (${meeting.timeZone.replaceAll('_', ' ')})`;
}
