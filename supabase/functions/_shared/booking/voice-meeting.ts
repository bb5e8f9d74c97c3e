// The meeting booked during a call, for the page's post-call panel: the browser that held the call asks
// by its conversation id (a single-use id only that browser was given) and gets the time, the zone and
// Cal.com's reschedule and cancel links, nothing else of the session.
import { z } from 'zod';
import type { AllowedOrigins } from '../http/cors.ts';
import { HttpError } from '../http/http.ts';
import { serveJsonPost } from '../http/json-endpoint.ts';
import type { Logger } from '../http/log.ts';
import { parseFields } from '../http/validation.ts';
import type { BookingStore } from './voice-booking-store.ts';

export interface VoiceMeetingDeps {
  store: Pick<BookingStore, 'find'>;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

const RequestSchema = z.strictObject({
  conversationId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Must be a conversation id'),
});

export function handleVoiceMeeting(req: Request, deps: VoiceMeetingDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'voice-meeting', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    if (req.headers.get('origin') === null) throw new HttpError(403, { error: 'origin_required' });
    const { conversationId } = parseFields(RequestSchema, body);
    const session = await deps.store.find(conversationId);
    if (!session) throw new HttpError(404, { error: 'conversation_unknown' });
    const booking = session.booking;
    const meeting = booking
      ? {
          start: booking.start,
          end: booking.end,
          timeZone: booking.timeZone,
          rescheduleUrl: booking.rescheduleUrl,
          cancelUrl: booking.cancelUrl,
        }
      : null;
    return { status: 200, body: { meeting } };
  });
}
