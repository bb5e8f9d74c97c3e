// What the voice-booking function knows about the site's booking: site.yaml `booking` (the Cal.com event
// type, how many times to offer, the weekly cap per address, the fallback scheduling page) and the flows
// whose agent books, with each call's limit. The values come from YAML through generated/booking-config.ts.

export interface BookingSettings {
  provider: 'cal.com';
  /** The Cal.com event type the meetings are booked on. */
  eventTypeId: number;
  lengthInMinutes: number;
  /** How far ahead free times are looked for, in days. */
  daysAhead: number;
  /** How many times one answer offers. */
  offerCount: number;
  /** Meetings one e-mail address may book in 7 days. */
  perEmailPerWeek: number;
  /** The scheduling page the agent offers when booking in the call fails. */
  schedulingUrl: string;
  /** Cal.com's web app, for the booking's reschedule and cancel links. */
  appUrl: string;
}

export interface BookingConfig {
  /** site.yaml `booking`; null when the site has none (no flow may then book). */
  site: BookingSettings | null;
  /** The flows whose agent books (`agent.booking`), by slug, with the call's limit in seconds. */
  flows: Record<string, { maxDurationSeconds: number }>;
}

/** Cal.com's links for a booking: its booking page with the cancel dialog, and its reschedule page. */
export function bookingLinks(appUrl: string, uid: string): { rescheduleUrl: string; cancelUrl: string } {
  const base = appUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(uid);
  return { rescheduleUrl: `${base}/reschedule/${id}`, cancelUrl: `${base}/booking/${id}?cancel=true` };
}
