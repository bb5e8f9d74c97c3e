// The meeting booked in the call on the post-call panel: its time in the visitor's language and zone,
// and a calendar file a calendar app reads.
import { describe, expect, it } from 'vitest';
import { meetingIcs, meetingTime } from '../../../../../../src/features/demo/PostCall/meetingFile.ts';

const meeting = {
  start: '2026-03-02T09:30:00.000Z',
  end: '2026-03-02T10:00:00.000Z',
  timeZone: 'Europe/Madrid',
  rescheduleUrl: 'https://app.cal.com/reschedule/abc',
  cancelUrl: 'https://app.cal.com/booking/abc?cancel=true',
};

describe('the booked meeting', () => {
  it("says the time in the visitor's language and zone", () => {
    expect(meetingTime(meeting, 'es')).toBe('lunes, 2 de marzo de 2026, 10:30 (Europe/Madrid)');
    expect(meetingTime(meeting, 'de')).toBe('Montag, 2. März 2026 um 10:30 (Europe/Madrid)');
    expect(meetingTime({ ...meeting, timeZone: 'America/New_York' }, 'en')).toBe(
      'Monday, March 2, 2026 at 4:30 AM (America/New York)',
    );
  });

  it('writes one iCalendar event in UTC with the links, its text escaped', () => {
    const ics = meetingIcs(meeting, 'Meeting, booked; really', new Date('2026-03-01T00:00:00Z'));
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//voice-demo//meeting//EN',
      'BEGIN:VEVENT',
      expect.stringMatching(/^UID:20260302T093000Z-.+@voice-demo$/),
      'DTSTAMP:20260301T000000Z',
      'DTSTART:20260302T093000Z',
      'DTEND:20260302T100000Z',
      'SUMMARY:Meeting\\, booked\\; really',
      'DESCRIPTION:https://app.cal.com/reschedule/abc\\nhttps://app.cal.com/booking/abc?cancel=true',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});
