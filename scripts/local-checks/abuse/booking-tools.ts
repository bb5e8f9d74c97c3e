// The booking tools' endpoint (voice-booking) under attack on the local stack: calls without the tools'
// secret or with a guessed one, an unknown conversation, a conversation replayed after its call ended,
// a second booking in one conversation, and a flood of concurrent bookings on one conversation. The
// calendar is the Cal.com stand-in: what it holds is what got booked.
import { LOCAL_BOOKING_SECRET, LOCAL_SECRET_KEY } from '../../local-stack/index.ts';
import { BOOKING_CONFIG } from '../../../supabase/functions/_shared/generated/booking-config.ts';
import { loopback, request, type Sent } from './client.ts';
import { PLANTED_SESSION_PREFIX } from './lead-emails.ts';
import type { Check } from './scenarios.ts';

export interface BookingToolsContext {
  base: string;
  /** The stand-in calendar's bookings by attendee e-mail. */
  bookingsOf(email: string): number;
}

const PATH = '/functions/v1/voice-booking';
const FLOOD = 100;
const FLOW = Object.keys(BOOKING_CONFIG.flows)[0] ?? 'general';

function tool(
  base: string,
  address: string,
  body: unknown,
  secret: string | null = LOCAL_BOOKING_SECRET,
): Promise<Sent> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(secret === null ? {} : { 'x-voice-booking-secret': secret }),
  };
  return request(base, address, PATH, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** A voice session as voice-signed-url stores it, written with the service role. */
async function session(base: string, id: string, email: string): Promise<void> {
  const headers = { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json', Prefer: 'return=minimal' };
  const body = {
    conversation_id: id,
    flow: FLOW,
    agent_id: 'agent_abuse',
    details: { name: 'Abuse Visitor', email },
    notice_shown: true,
    time_zone: 'Europe/London',
  };
  const answer = await request(base, loopback(90, 1), '/rest/v1/voice_sessions', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (answer.status !== 201) throw new Error(`could not store the abuse session (${answer.status})`);
}

async function endSession(base: string, id: string): Promise<void> {
  const headers = { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ outcome_at: new Date().toISOString() });
  await request(base, loopback(90, 1), `/rest/v1/voice_sessions?conversation_id=eq.${id}`, {
    method: 'PATCH',
    headers,
    body,
  });
}

const check = (name: string, expected: string, got: string): Check => ({ name, expected, got, ok: expected === got });
const statuses = (answers: Sent[]) => [...new Set(answers.map((answer) => answer.status))].sort().join(', ');
const offered = async (base: string, id: string) =>
  (
    JSON.parse((await tool(base, loopback(91, 1), { action: 'find_times', conversation_id: id })).body) as {
      times?: Array<{ start: string }>;
    }
  ).times ?? [];

export async function bookingToolHolds(context: BookingToolsContext): Promise<Check[]> {
  const { base } = context;
  const checks: Check[] = [];
  const stamp = Date.now().toString(36);
  const id = `${PLANTED_SESSION_PREFIX}booking_${stamp}`;
  await session(base, id, `abuse-${stamp}@example.com`);
  const find = { action: 'find_times', conversation_id: id };
  const noSecret = await Promise.all(Array.from({ length: FLOOD }, (_, i) => tool(base, loopback(92, i), find, null)));
  checks.push(check(`booking tool: ${FLOOD} calls without the secret`, '401', statuses(noSecret)));
  checks.push(
    check('booking tool: a guessed secret', '401', String((await tool(base, loopback(92, 1), find, 'guess')).status)),
  );
  const unknown = await tool(base, loopback(93, 1), { action: 'find_times', conversation_id: 'abuse_nobody' });
  checks.push(check('booking tool: an unknown conversation', '404', String(unknown.status)));

  const [first, second] = await offered(base, id);
  const book = (start: string | undefined) =>
    tool(base, loopback(94, 1), { action: 'book', conversation_id: id, start });
  const booked = JSON.parse((await book(first?.start)).body) as { start?: string };
  const again = JSON.parse((await book(second?.start)).body) as { start?: string; repeated?: boolean };
  checks.push(
    check(
      'booking tool: a second booking returns the first',
      `${first?.start} repeated`,
      `${again.start} ${again.repeated ? 'repeated' : 'new'}`,
    ),
  );
  checks.push(
    check(
      'booking tool: meetings in the calendar after two bookings',
      '1',
      String(context.bookingsOf(`abuse-${stamp}@example.com`)),
    ),
  );
  checks.push(check('booking tool: the first booking', String(first?.start), String(booked.start)));

  await endSession(base, id);
  const replayed = await tool(base, loopback(95, 1), find);
  checks.push(check('booking tool: a conversation replayed after its call', '409', String(replayed.status)));

  const floodId = `${PLANTED_SESSION_PREFIX}booking_flood_${stamp}`;
  await session(base, floodId, `abuse-flood-${stamp}@example.com`);
  const times = await offered(base, floodId);
  const flood = await Promise.all(
    Array.from({ length: FLOOD }, (_, i) =>
      tool(base, loopback(96, i), { action: 'book', conversation_id: floodId, start: times[i % times.length]?.start }),
    ),
  );
  checks.push(
    check(
      `booking tool: ${FLOOD} concurrent bookings, answers`,
      'no 5xx',
      flood.some((answer) => answer.status >= 500 || answer.status === 0) ? statuses(flood) : 'no 5xx',
    ),
  );
  checks.push(
    check(
      `booking tool: ${FLOOD} concurrent bookings, meetings`,
      '1',
      String(context.bookingsOf(`abuse-flood-${stamp}@example.com`)),
    ),
  );
  return checks;
}
