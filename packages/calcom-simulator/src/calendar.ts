/**
 * The stand-in's calendar: one host who works weekdays within set hours in their own time zone, the
 * event types it offers, the bookings made, times marked busy on the calendar page, and the failure
 * the page can switch on (every API call answers 500, or answers too late).
 */
import { randomBytes } from 'node:crypto';

export interface SimEventType {
  id: number;
  slug: string;
  title: string;
  lengthInMinutes: number;
}

export interface SimBooking {
  id: number;
  uid: string;
  eventTypeId: number;
  start: string;
  end: string;
  status: 'accepted' | 'cancelled';
  attendee: { name: string; email?: string; timeZone: string; phoneNumber?: string; language?: string };
  cancellationReason?: string;
  createdAt: string;
}

export type Failure = 'none' | 'error' | 'slow';

export interface CalendarOptions {
  eventTypes?: SimEventType[];
  /** The host's zone and working hours (weekdays, whole hours). Default Europe/London, 9 to 17. */
  hostTimeZone?: string;
  workingHours?: { from: number; to: number };
  now?: () => number;
}

/** The host's name on bookings (`hosts[0]`). */
export const HOST = { id: 1, name: 'Sales team' };

/** Minutes east of UTC of `zone` at `at`, from Intl's `longOffset` name ("GMT+02:00"). */
export function offsetMinutes(zone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** `at` as Cal.com writes a slot in the asked zone: 2050-09-05T09:00:00.000+02:00. */
export function isoInZone(at: number, zone: string): string {
  const offset = offsetMinutes(zone, at);
  const local = new Date(at + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export class Calendar {
  readonly eventTypes: Map<number, SimEventType>;
  readonly bookings: SimBooking[] = [];
  /** Slot starts (ISO, UTC) marked busy on the page. */
  readonly busy = new Set<string>();
  failure: Failure = 'none';
  readonly hostTimeZone: string;
  private readonly hours: { from: number; to: number };
  readonly now: () => number;
  private nextId = 1;

  constructor(options: CalendarOptions = {}) {
    const types = options.eventTypes ?? [{ id: 1, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }];
    this.eventTypes = new Map(types.map((type) => [type.id, type]));
    this.hostTimeZone = options.hostTimeZone ?? 'Europe/London';
    this.hours = options.workingHours ?? { from: 9, to: 17 };
    this.now = options.now ?? Date.now;
  }

  /** Free slot starts (ms) of an event type from `from` to `to`: working hours, not booked, not busy, not past. */
  freeSlots(eventType: SimEventType, from: number, to: number): number[] {
    const step = eventType.lengthInMinutes * 60_000;
    const slots: number[] = [];
    const firstDay = Date.UTC(
      new Date(from).getUTCFullYear(),
      new Date(from).getUTCMonth(),
      new Date(from).getUTCDate(),
    );
    for (let day = firstDay - 86_400_000; day <= to; day += 86_400_000) {
      const weekday = new Date(day + 12 * 3_600_000).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      // The host's local midnight of that calendar day, in UTC.
      const midnight = day - offsetMinutes(this.hostTimeZone, day + 12 * 3_600_000) * 60_000;
      for (
        let at = midnight + this.hours.from * 3_600_000;
        at + step <= midnight + this.hours.to * 3_600_000;
        at += step
      ) {
        if (at < from || at >= to || at <= this.now()) continue;
        if (!this.isFree(at, step)) continue;
        slots.push(at);
      }
    }
    return slots;
  }

  private isFree(at: number, length: number): boolean {
    if (this.busy.has(new Date(at).toISOString())) return false;
    return !this.bookings.some(
      (booking) =>
        booking.status === 'accepted' && Date.parse(booking.start) < at + length && Date.parse(booking.end) > at,
    );
  }

  /** Books `start` (ms) when it is one of the free slots; null when it is not. */
  book(eventType: SimEventType, start: number, attendee: SimBooking['attendee']): SimBooking | null {
    const length = eventType.lengthInMinutes * 60_000;
    const free = this.freeSlots(eventType, start, start + 1);
    if (!free.includes(start)) return null;
    const booking: SimBooking = {
      id: this.nextId++,
      uid: randomBytes(11).toString('base64url'),
      eventTypeId: eventType.id,
      start: new Date(start).toISOString(),
      end: new Date(start + length).toISOString(),
      status: 'accepted',
      attendee,
      createdAt: new Date(this.now()).toISOString(),
    };
    this.bookings.push(booking);
    return booking;
  }

  reset(): void {
    this.bookings.length = 0;
    this.busy.clear();
    this.failure = 'none';
  }
}
