/**
 * Cal.com's API v2, locally: the operations of contract.ts on the paths of Cal.com's OpenAPI document.
 * Every request is checked against the document (the `cal-api-version` its page requires, the query or
 * body schema with unknown fields refused, the API key where the operation needs one) and every answer
 * is checked too, so the stand-in cannot drift from the contract it cites.
 */
import type { IncomingMessage } from 'node:http';
import { bookingOutput, eventTypeOf } from './answers.ts';
import { CalcomError } from './errors.ts';

export { CalcomError, errorBody } from './errors.ts';
import { type Calendar, isoInZone, type SimBooking } from './calendar.ts';
import { describeIssues, OPERATIONS, type Operation, type OperationName } from './contract.ts';

const MAX_BODY = 64 * 1024;

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new CalcomError(413, 'PayloadTooLargeException', 'request entity too large');
    chunks.push(chunk as Buffer);
  }
  try {
    return chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new CalcomError(400, 'BadRequestException', 'Invalid JSON body');
  }
}

function check(req: IncomingMessage, op: Operation): void {
  const version = req.headers['cal-api-version'];
  // The service falls back to an older version without the header; the stand-in refuses instead, so a
  // client that forgets it is caught here rather than talking to the old API in production.
  if (version !== op.calApiVersion) {
    throw new CalcomError(
      400,
      'BadRequestException',
      `cal-api-version must be ${op.calApiVersion} for ${op.method} ${op.path}`,
    );
  }
  const auth = req.headers.authorization;
  if (auth !== undefined && !/^Bearer cal_(live_)?\w+$/.test(auth)) {
    throw new CalcomError(401, 'UnauthorizedException', 'Invalid API key: it must be Bearer cal_…');
  }
  if (op.auth === 'required' && auth === undefined) {
    throw new CalcomError(401, 'UnauthorizedException', 'No Authorization header');
  }
}

function parse(schema: Operation['query'], value: unknown): Record<string, unknown> {
  const result = schema!.safeParse(value);
  if (!result.success) throw new CalcomError(400, 'BadRequestException', describeIssues(result.error));
  return result.data as Record<string, unknown>;
}

const ROUTES: Array<[OperationName, RegExp]> = [
  ['getSlots', /^\/v2\/slots$/],
  ['createBooking', /^\/v2\/bookings$/],
  ['getBookings', /^\/v2\/bookings$/],
  ['cancelBooking', /^\/v2\/bookings\/([^/]+)\/cancel$/],
  ['getEventType', /^\/v2\/event-types\/([^/]+)$/],
];

/** Answers one API request: [status, body], the body checked against the operation's response schema. */
export async function apiRoute(
  calendar: Calendar,
  req: IncomingMessage,
  path: string,
  url: URL,
): Promise<[number, unknown]> {
  const route = ROUTES.find(([name, pattern]) => OPERATIONS[name].method === req.method && pattern.test(path));
  if (!route) throw new CalcomError(404, 'NotFoundException', `Cannot ${req.method} ${path}`);
  const [name, pattern] = route;
  const op = OPERATIONS[name];
  check(req, op);
  const param = decodeURIComponent(pattern.exec(path)?.[1] ?? '');
  const query = op.query ? parse(op.query, Object.fromEntries(url.searchParams)) : {};
  const body = op.body ? parse(op.body, await readJson(req)) : {};
  const [status, answer] = run(calendar, name, query, body, param);
  const checked = op.response.safeParse(answer);
  if (!checked.success)
    throw new Error(`calcom-simulator answered outside the contract: ${describeIssues(checked.error)}`);
  return [status, answer];
}

function run(
  calendar: Calendar,
  name: OperationName,
  query: Record<string, unknown>,
  body: Record<string, unknown>,
  param: string,
): [number, unknown] {
  switch (name) {
    case 'getSlots': {
      const type = eventTypeOf(calendar, query.eventTypeId);
      const zone = typeof query.timeZone === 'string' ? query.timeZone : 'UTC';
      const from = Date.parse(String(query.start));
      const to = Date.parse(String(query.end));
      if (Number.isNaN(from) || Number.isNaN(to))
        throw new CalcomError(400, 'BadRequestException', 'start and end must be dates');
      const data: Record<string, Array<{ start: string }>> = {};
      for (const at of calendar.freeSlots(type, from, to)) {
        const start = isoInZone(at, zone);
        (data[start.slice(0, 10)] ??= []).push({ start });
      }
      return [200, { status: 'success', data }];
    }
    case 'createBooking': {
      const type = eventTypeOf(calendar, body.eventTypeId);
      const attendee = body.attendee as SimBooking['attendee'];
      if (!attendee.email && !attendee.phoneNumber) {
        throw new CalcomError(
          400,
          'BadRequestException',
          'At least one contact method (email or phone number) must be provided',
        );
      }
      const start = Date.parse(String(body.start));
      const booking = Number.isNaN(start) ? null : calendar.book(type, start, attendee);
      if (!booking)
        throw new CalcomError(
          400,
          'BadRequestException',
          'User either already has booking at this time or is not available',
        );
      return [201, { status: 'success', data: bookingOutput(calendar, booking) }];
    }
    case 'getBookings': {
      const statuses = String(query.status ?? 'upcoming').split(',');
      const now = calendar.now();
      const matching = calendar.bookings.filter(
        (booking) =>
          (query.attendeeEmail === undefined || booking.attendee.email === query.attendeeEmail) &&
          statuses.some((status) =>
            status === 'cancelled'
              ? booking.status === 'cancelled'
              : status === 'upcoming'
                ? booking.status === 'accepted' && Date.parse(booking.end) > now
                : status === 'past' && Date.parse(booking.end) <= now,
          ),
      );
      return [200, { status: 'success', data: matching.map((booking) => bookingOutput(calendar, booking)) }];
    }
    case 'cancelBooking': {
      const booking = calendar.bookings.find((candidate) => candidate.uid === param);
      if (!booking)
        throw new CalcomError(404, 'NotFoundException', `Booking with uid=${param} was not found in the database`);
      if (booking.status === 'cancelled')
        throw new CalcomError(400, 'BadRequestException', 'This booking has already been cancelled.');
      booking.status = 'cancelled';
      if (typeof body.cancellationReason === 'string') booking.cancellationReason = body.cancellationReason;
      return [200, { status: 'success', data: bookingOutput(calendar, booking) }];
    }
    case 'getEventType': {
      const type = eventTypeOf(calendar, param);
      return [200, { status: 'success', data: { ...type } }];
    }
  }
}
