// The times the booking tool offers: Cal.com's free slots in the visitor's zone, narrowed by what the
// visitor asked for (a weekday, the morning or afternoon), each with the words the agent reads out in the
// visitor's language and zone; and what the agent hears when the calendar cannot help.
import type { BookingSettings } from './booking-config.ts';
import type { BookingSession } from './voice-booking-store.ts';

/** One offered time: the instant Cal.com books (UTC, ISO) and how it is said. */
export interface OfferedTime {
  start: string;
  spoken: string;
}

/** The visitor's preference, as the model passed it on ("Tuesday morning"); words in en, es and de. */
const PARTS_OF_DAY: Array<[RegExp, (hour: number) => boolean]> = [
  [/morning|mañana|vormittag|morgen/i, (hour) => hour < 12],
  [/afternoon|tarde|nachmittag/i, (hour) => hour >= 12],
];
const WEEKDAYS: RegExp[] = [
  /sunday|domingo|sonntag/i,
  /monday|lunes|montag/i,
  /tuesday|martes|dienstag/i,
  /wednesday|miércoles|miercoles|mittwoch/i,
  /thursday|jueves|donnerstag/i,
  /friday|viernes|freitag/i,
  /saturday|sábado|sabado|samstag/i,
];

/** Hour (0-23) and weekday (0 Sunday) of `at` in `zone`. */
function localParts(at: number, zone: string): { hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const day = parts.find((part) => part.type === 'weekday')?.value ?? 'Sun';
  return { hour, weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day) };
}

/** The slots matching the preference; all of them when it matches none (better some time than none). */
export function matchingSlots(slots: readonly number[], zone: string, preference: string | undefined): number[] {
  if (!preference) return [...slots];
  const part = PARTS_OF_DAY.find(([words]) => words.test(preference))?.[1];
  const days = WEEKDAYS.flatMap((words, index) => (words.test(preference) ? [index] : []));
  const matching = slots.filter((at) => {
    const local = localParts(at, zone);
    return (!part || part(local.hour)) && (days.length === 0 || days.includes(local.weekday));
  });
  return matching.length > 0 ? matching : [...slots];
}

/** `at` as the agent says it, e.g. "Monday, 2 March at 10:00" or "lunes, 2 de marzo, 10:00". */
export function spokenTime(at: number, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** Cal.com's slots (per day, in any offset) as instants, in order. */
export function slotInstants(days: Record<string, Array<{ start: string }>>): number[] {
  return Object.values(days)
    .flat()
    .map((slot) => Date.parse(slot.start))
    .filter((at) => !Number.isNaN(at))
    .sort((a, b) => a - b);
}

/** A zone Intl knows, or null. */
export function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** What the agent hears when the calendar cannot help: apologise, and offer the scheduling page by e-mail. */
export function unavailable(site: BookingSettings, reason = 'calendar_unavailable') {
  return {
    available: false,
    reason,
    schedulingUrl: site.schedulingUrl,
    instruction:
      'Apologise: the calendar cannot be reached right now. Offer to have the scheduling link e-mailed so the caller can pick a time; do not promise a time.',
  };
}

/** The visitor's zone and language for times: the session's, else UTC and English. */
export function visitorClock(session: BookingSession): { zone: string; locale: string } {
  return { zone: knownTimeZone(session.time_zone) ?? 'UTC', locale: session.locale ?? 'en' };
}
