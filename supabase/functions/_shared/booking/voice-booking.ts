// The agent's booking tools (ElevenLabs webhook tools `find_meeting_times` and `book_meeting`, created by
// `npm run agents:push`) call this function during the call. It trusts the caller only with the tool's
// secret header (a workspace secret the tool references), and the model only with a choice among the
// times it was offered: who is booked, with which address and in which zone comes from the stored session.
import { z } from 'zod';
import type { BookingSettings } from './booking-config.ts';
import { CalcomError } from './calcom.ts';
import { HttpError, jsonResponse, readJsonBody } from '../http/http.ts';
import { describeError } from '../http/log.ts';
import { sameSecret } from '../http/same-secret.ts';
import { bookMeeting } from './voice-booking-book.ts';
import type { VoiceBookingDeps } from './voice-booking-deps-type.ts';

export type { VoiceBookingDeps } from './voice-booking-deps-type.ts';
import type { BookingSession } from './voice-booking-store.ts';
import { matchingSlots, slotInstants, spokenTime, unavailable, visitorClock } from './voice-booking-times.ts';

/** The header the tools send the secret in (their `request_headers`, a `secret_id` reference). */
export const BOOKING_SECRET_HEADER = 'x-voice-booking-secret';
/** Calls may come this long after the call's limit: the tool runs at the very end of a long call. */
const LIMIT_GRACE_MS = 60_000;
/** The offers one conversation keeps: enough for a few rounds of "anything later?". */
const MAX_OFFERS = 24;

const RequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('find_times'),
    conversation_id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
    preference: z.string().max(200).optional(),
  }),
  z.strictObject({
    action: z.literal('book'),
    conversation_id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
    start: z.string().max(40),
  }),
]);
export type BookingRequest = z.output<typeof RequestSchema>;

export async function handleVoiceBooking(req: Request, deps: VoiceBookingDeps): Promise<Response> {
  try {
    const [status, body] = await answer(req, deps);
    return jsonResponse(status, body);
  } catch (error) {
    if (error instanceof HttpError) return jsonResponse(error.status, error.body, error.headers);
    deps.log.error(`voice-booking: unexpected failure: ${describeError(error)}`);
    return jsonResponse(500, { error: 'internal_error' });
  }
}

async function answer(req: Request, deps: VoiceBookingDeps): Promise<[number, unknown]> {
  if (req.method !== 'POST') throw new HttpError(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
  if (!deps.secret) {
    deps.log.error('voice-booking: VOICE_BOOKING_SECRET is not set; refusing every call.');
    throw new HttpError(503, { error: 'booking_not_configured' });
  }
  if (!(await sameSecret(req.headers.get(BOOKING_SECRET_HEADER) ?? '', deps.secret))) {
    throw new HttpError(401, { error: 'secret_invalid' });
  }
  const parsed = RequestSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new HttpError(400, { error: 'invalid_request', message: parsed.error.issues[0]?.message });
  const request = parsed.data;
  const session = await deps.store.find(request.conversation_id);
  if (!session) throw new HttpError(404, { error: 'conversation_unknown' });
  const flow = deps.config.flows[session.flow];
  const site = deps.config.site;
  if (!flow || !site) throw new HttpError(403, { error: 'booking_not_offered' });
  if (session.outcome_at !== null) throw new HttpError(409, { error: 'conversation_finished' });
  if (Date.parse(session.created_at) + flow.maxDurationSeconds * 1000 + LIMIT_GRACE_MS < deps.now()) {
    throw new HttpError(409, { error: 'conversation_expired' });
  }
  if (!deps.calcom) {
    deps.log.error('voice-booking: CALCOM_API_URL or CALCOM_API_KEY is not set.');
    return [200, unavailable(site)];
  }
  if (request.action === 'find_times') return [200, await findTimes(session, request.preference, site, deps)];
  return bookMeeting(session, request.start, site, deps);
}

async function findTimes(
  session: BookingSession,
  preference: string | undefined,
  site: BookingSettings,
  deps: VoiceBookingDeps,
) {
  if (session.booking)
    return {
      alreadyBooked: true,
      start: session.booking.start,
      instruction: 'A meeting is booked already; confirm it.',
    };
  const { zone, locale } = visitorClock(session);
  const from = deps.now() + 60 * 60_000;
  const to = deps.now() + site.daysAhead * 86_400_000;
  let slots: number[];
  try {
    const days = await deps.calcom!.slots(
      site.eventTypeId,
      new Date(from).toISOString(),
      new Date(to).toISOString(),
      zone,
    );
    slots = slotInstants(days);
  } catch (error) {
    deps.log.error(`voice-booking: ${describeError(error)}`);
    await deps.store.recordFailure(
      session.conversation_id,
      error instanceof CalcomError && error.timedOut ? 'calendar_timeout' : 'calendar_refused',
    );
    return unavailable(site);
  }
  const offered = matchingSlots(slots, zone, preference).slice(0, site.offerCount);
  if (offered.length === 0)
    return {
      ...unavailable(site, 'no_free_times'),
      instruction: 'No free time in the coming days: offer to e-mail the scheduling link.',
    };
  const starts = offered.map((at) => new Date(at).toISOString());
  const kept = [...new Set([...(session.booking_offers ?? []), ...starts])].slice(-MAX_OFFERS);
  await deps.store.saveOffers(session.conversation_id, kept);
  return {
    available: true,
    timeZone: zone,
    times: offered.map((at) => ({ start: new Date(at).toISOString(), spoken: spokenTime(at, zone, locale) })),
    instruction: 'Offer these times as spoken; when the caller picks one, call book_meeting with its start exactly.',
  };
}
