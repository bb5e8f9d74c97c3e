// With a Cal.com API key (CALCOM_API_KEY): the event type the agents book on (site.yaml booking.eventTypeId)
// exists, has the YAML's length, and has free times in the days the agent looks ahead. Nothing is booked:
// GET /v2/event-types/{id} and GET /v2/slots only.
import type { BookingSettings } from '../../../supabase/functions/_shared/booking/booking-config.ts';
import type { CalcomClient } from '../../../supabase/functions/_shared/booking/calcom.ts';
import { describeError } from './http.ts';
import { row, type CheckRow } from './report.ts';

export interface BookingCheck {
  /** site.yaml `booking`; null when the site books no meeting. */
  settings: BookingSettings | null;
  /** Cal.com with the environment's key; null without CALCOM_API_KEY. */
  calcom: CalcomClient | null;
}

export async function checkBooking(check: BookingCheck, now: number): Promise<CheckRow[]> {
  const { settings, calcom } = check;
  const target = 'Cal.com event type';
  if (!settings) return [row('booking', target, 'skip', 'site.yaml has no booking block')];
  if (!calcom) {
    const hint = 'set CALCOM_API_KEY to check the event type the agents book on (DEPLOY.md, "Booking in the call")';
    return [row('booking', target, 'FAIL', hint)];
  }
  const id = settings.eventTypeId;
  try {
    const type = await calcom.eventType(id);
    if (type.lengthInMinutes !== settings.lengthInMinutes) {
      const detail = `${id} lasts ${type.lengthInMinutes} min, site.yaml booking.lengthInMinutes says ${settings.lengthInMinutes}`;
      return [row('booking', target, 'FAIL', detail)];
    }
    const end = new Date(now + settings.daysAhead * 86_400_000).toISOString();
    const days = await calcom.slots(id, new Date(now).toISOString(), end, 'UTC');
    const free = Object.values(days).reduce((sum, slots) => sum + slots.length, 0);
    if (free === 0)
      return [row('booking', target, 'FAIL', `${id} has no free time in the next ${settings.daysAhead} days`)];
    return [
      row('booking', target, 'ok', `${id} "${type.title}", ${free} free times in the next ${settings.daysAhead} days`),
    ];
  } catch (error) {
    return [row('booking', target, 'FAIL', `${id}: ${describeError(error)}`)];
  }
}
