// Erasure covers the meetings booked in the call: the person's upcoming Cal.com bookings are cancelled
// (Cal.com keeps the attendee's name and e-mail with each), found by attendee e-mail through API v2.
import {
  CalcomError,
  createCalcomClient,
  type CalcomClient,
} from '../../../supabase/functions/_shared/booking/calcom.ts';

export const FORGET_REASON = "Cancelled on the attendee's request to erase their data.";

/** Cancels (or, in a dry run, lists) the upcoming bookings of `email`; lines to print and whether all went. */
export async function cancelMeetings(
  calcom: CalcomClient,
  email: string,
  dryRun: boolean,
): Promise<{ lines: string[]; ok: boolean }> {
  if (!email) return { lines: ['Meetings: none looked up (a phone number books no meeting)'], ok: true };
  let bookings;
  try {
    bookings = await calcom.upcoming(email.toLowerCase());
  } catch (error) {
    return { lines: [`Meetings: Cal.com could not be asked (${(error as CalcomError).message})`], ok: false };
  }
  const lines = [
    `Meetings: ${bookings.length} upcoming at Cal.com${dryRun && bookings.length > 0 ? ' (would cancel)' : ''}`,
  ];
  let ok = true;
  for (const booking of bookings) {
    if (dryRun) {
      lines.push(`  ${booking.start} ${booking.uid}`);
      continue;
    }
    try {
      await calcom.cancel(booking.uid, FORGET_REASON);
      lines.push(`  cancelled ${booking.start} ${booking.uid}`);
    } catch (error) {
      ok = false;
      lines.push(`  could not cancel ${booking.uid}: ${(error as Error).message}`);
    }
  }
  return { lines, ok };
}

/** Cal.com from CALCOM_API_URL and CALCOM_API_KEY; null when no key is set (no booking to cancel then). */
export function calcomFromEnv(env: (name: string) => string | undefined): CalcomClient | null {
  const apiKey = env('CALCOM_API_KEY')?.trim();
  if (!apiKey) return null;
  return createCalcomClient({
    baseUrl: env('CALCOM_API_URL')?.trim() || 'https://api.cal.com',
    apiKey,
    timeoutMs: 15_000,
  });
}
