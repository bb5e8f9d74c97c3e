// Quiet hours: no call while it is night at the number. libphonenumber-js tells a number's country (for
// +1, US or CA or another NANP country) but not its area's time zone, so every IANA zone of the country
// counts, from countries-and-timezones (maintained, built from the IANA tz database's zone1970.tab), and
// a country that spans zones is called only while it is day in all of them.
import { getCountry } from 'countries-and-timezones';
import { HttpError } from '../http/http.ts';

export interface QuietHours {
  /** HH:MM local time the quiet hours start, e.g. 21:00. */
  from: string;
  /** HH:MM local time they end, e.g. 08:00. */
  until: string;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The country's IANA zones; an unknown country has none (and is then never quiet: the allow-list decides). */
export function zonesOfCountry(country: string): string[] {
  return getCountry(country)?.timezones ?? [];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight in `zone` at `at` (ms since the epoch). */
export function localMinutes(zone: string, at: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

function isQuiet(minutes: number, hours: QuietHours): boolean {
  const from = minutesOf(hours.from);
  const until = minutesOf(hours.until);
  // 21:00 to 08:00 wraps past midnight; 01:00 to 06:00 would not.
  return from > until ? minutes >= from || minutes < until : minutes >= from && minutes < until;
}

/**
 * null when it is day in every zone at `now`; else the earliest instant (whole minute) from which it is
 * day in all of them, and the zone whose morning that waits for. Each zone's next `until` is a candidate,
 * over two days (a country spanning more than the day's open hours never opens: then the last candidate).
 */
export function quietUntil(
  now: number,
  zones: readonly string[],
  hours: QuietHours,
): { retryAt: number; timeZone: string } | null {
  const quietAt = (at: number) => zones.find((zone) => isQuiet(localMinutes(zone, at), hours));
  if (zones.length === 0 || quietAt(now) === undefined) return null;
  const start = Math.ceil(now / MINUTE) * MINUTE;
  const until = minutesOf(hours.until);
  const candidates: Array<{ retryAt: number; timeZone: string }> = [];
  for (const zone of zones) {
    const wait = (until - localMinutes(zone, start) + DAY_MINUTES) % DAY_MINUTES;
    for (const day of [0, 1]) candidates.push({ retryAt: start + (wait + day * DAY_MINUTES) * MINUTE, timeZone: zone });
  }
  candidates.sort((a, b) => a.retryAt - b.retryAt);
  return candidates.find((candidate) => quietAt(candidate.retryAt) === undefined) ?? candidates.at(-1)!;
}

/** Throws 409 quiet_hours with retryAt (ISO 8601 UTC) and timeZone when it is night at the number. */
export function refuseInQuietHours(now: number, country: string, hours: QuietHours): void {
  const quiet = quietUntil(now, zonesOfCountry(country), hours);
  if (quiet) {
    throw new HttpError(409, {
      error: 'quiet_hours',
      retryAt: new Date(quiet.retryAt).toISOString(),
      timeZone: quiet.timeZone,
    });
  }
}
