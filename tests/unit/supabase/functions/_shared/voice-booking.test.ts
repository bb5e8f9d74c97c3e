// @vitest-environment node
// The booking tools' function: who may call it (the tool's secret, a live conversation of a booking
// flow), what it books (a time it offered, once per conversation, a few per address a week, the attendee
// from the stored session) and how a failing calendar keeps the call going. The sessions live in PGlite
// behind the PostgREST emulation; Cal.com is the stand-in package, which checks every call against
// Cal.com's OpenAPI document.
import type { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { openLocalDatabase } from '../../../../../scripts/local-stack/supabase/database.ts';
import { handleRestRequest } from '../../../../../scripts/local-stack/supabase/postgrest.ts';
import type { BookingConfig } from '../../../../../supabase/functions/_shared/booking/booking-config.ts';
import { createCalcomClient } from '../../../../../supabase/functions/_shared/booking/calcom.ts';
import {
  BOOKING_SECRET_HEADER,
  handleVoiceBooking,
} from '../../../../../supabase/functions/_shared/booking/voice-booking.ts';
import { createPostgrestBookingStore } from '../../../../../supabase/functions/_shared/booking/voice-booking-store.ts';
import { handleVoiceMeeting } from '../../../../../supabase/functions/_shared/booking/voice-meeting.ts';
import { sessionEmail } from '../../../../../supabase/functions/_shared/voice/voice-session-email.ts';
import { createPostgrestVoiceSessionStore } from '../../../../../supabase/functions/_shared/voice/voice-sessions.ts';
import { recordingLogger } from '../../../support/backend.ts';

const SECRET = 'booking-secret';
// Monday 2 March 2026, 08:00 UTC.
let now = Date.parse('2026-03-02T08:00:00Z');
const calcom = createCalcomSimulator({
  now: () => now,
  eventTypes: [{ id: 42, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }],
  slowMs: 2_000,
});
let db: PGlite;
let server: Server;
let calcomUrl = '';
const config: BookingConfig = {
  site: {
    provider: 'cal.com',
    eventTypeId: 42,
    lengthInMinutes: 30,
    daysAhead: 7,
    offerCount: 3,
    perEmailPerWeek: 1,
    schedulingUrl: 'https://cal.com/team/demo',
    appUrl: 'https://app.cal.com',
  },
  flows: { general: { maxDurationSeconds: 300 } },
};

beforeAll(async () => {
  db = await openLocalDatabase('memory://');
  server = createServer((req, res) => calcom.handle(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calcomUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__sim/calcom`;
}, 60_000);
afterAll(async () => {
  calcom.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});
beforeEach(() => {
  calcom.calendar.reset();
  now = Date.parse('2026-03-02T08:00:00Z');
});

const rest = {
  supabaseUrl: 'http://local.test',
  serviceRoleKey: 'unused',
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
    handleRestRequest(db, new Request(input, init), 'service_role')) as typeof fetch,
};
const log = recordingLogger();
const deps = (overrides: Record<string, unknown> = {}) => ({
  secret: SECRET,
  store: createPostgrestBookingStore(rest),
  calcom: createCalcomClient({ baseUrl: calcomUrl, apiKey: 'cal_test_key', timeoutMs: 500 }),
  config,
  now: () => now,
  log,
  ...overrides,
});
let serial = 0;
async function session(fields: { flow?: string; email?: string; timeZone?: string; locale?: string } = {}) {
  const id = `conv_booking_${++serial}`;
  await createPostgrestVoiceSessionStore(rest).insertSession({
    conversation_id: id,
    flow: fields.flow ?? 'general',
    agent_id: 'agent_general',
    details: { name: 'Ada Lovelace', email: fields.email ?? `ada${serial}@example.com` },
    notice_shown: true,
    page: '/demo',
    locale: fields.locale ?? 'es',
    time_zone: fields.timeZone ?? 'Europe/Madrid',
  });
  await db.query(`update public.voice_sessions set created_at = $2 where conversation_id = $1`, [
    id,
    new Date(now).toISOString(),
  ]);
  return id;
}
async function call(
  body: Record<string, unknown>,
  headers: Record<string, string> = { [BOOKING_SECRET_HEADER]: SECRET },
  overrides = {},
) {
  const request = new Request('http://local.test/functions/v1/voice-booking', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const response = await handleVoiceBooking(request, deps(overrides));
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const find = (id: string, preference?: string) =>
  call({ action: 'find_times', conversation_id: id, ...(preference ? { preference } : {}) });
const book = (id: string, start: string) => call({ action: 'book', conversation_id: id, start });

describe('voice-booking: who may call', () => {
  it('refuses a call without the tool secret, with a wrong one, and every call when none is set', async () => {
    const id = await session();
    expect((await call({ action: 'find_times', conversation_id: id }, {})).status).toBe(401);
    expect(
      (await call({ action: 'find_times', conversation_id: id }, { [BOOKING_SECRET_HEADER]: 'guess' })).status,
    ).toBe(401);
    expect((await call({ action: 'find_times', conversation_id: id }, undefined, { secret: null })).status).toBe(503);
  });

  it('refuses an unknown conversation, a finished one, one past the call limit, and a flow that does not book', async () => {
    expect((await find('conv_nobody')).body.error).toBe('conversation_unknown');
    const finished = await session();
    await db.query(`update public.voice_sessions set outcome_at = now() where conversation_id = $1`, [finished]);
    expect((await find(finished)).body.error).toBe('conversation_finished');
    const old = await session();
    now += 300_000 + 61_000;
    expect((await find(old)).body.error).toBe('conversation_expired');
    now = Date.parse('2026-03-02T08:00:00Z');
    expect((await find(await session({ flow: 'automotive' }))).status).toBe(403);
  });

  it('refuses arguments the tool does not define, such as an e-mail from the model', async () => {
    const id = await session();
    const response = await call({
      action: 'book',
      conversation_id: id,
      start: '2026-03-02T10:00:00Z',
      email: 'x@evil.test',
    });
    expect(response.status).toBe(400);
  });
});

describe('voice-booking: what it books', () => {
  it("offers free times in the visitor's zone and language, narrowed by the preference", async () => {
    calcom.calendar.busy.add('2026-03-02T09:00:00.000Z');
    const { body } = await find(await session(), 'el martes por la tarde');
    expect(body.timeZone).toBe('Europe/Madrid');
    expect(body.times).toHaveLength(3);
    expect(body.times[0].start).toBe('2026-03-03T11:00:00.000Z');
    expect(body.times[0].spoken).toBe('martes, 3 de marzo, 12:00');
    const monday = await find(await session());
    expect(monday.body.times[0].start).toBe('2026-03-02T09:30:00.000Z');
  });

  it('books only a time it offered, once, with the attendee from the session', async () => {
    const id = await session({ email: 'Grace@Example.com' });
    const { body } = await find(id);
    expect((await book(id, '2026-03-02T15:00:00.000Z')).body.error).toBe('time_not_offered');
    expect(calcom.calendar.bookings).toHaveLength(0);
    const first = await book(id, body.times[1].start);
    expect(first.body).toMatchObject({ booked: true, start: body.times[1].start, timeZone: 'Europe/Madrid' });
    const again = await book(id, body.times[0].start);
    expect(again.body).toMatchObject({ booked: true, repeated: true, start: body.times[1].start });
    expect(calcom.calendar.bookings).toHaveLength(1);
    expect(calcom.calendar.bookings[0]!.attendee).toEqual({
      name: 'Ada Lovelace',
      email: 'grace@example.com',
      timeZone: 'Europe/Madrid',
      language: 'es',
    });
    const [row] = (
      await db.query<{ booking: Record<string, string> }>(
        `select booking from public.voice_sessions where conversation_id = $1`,
        [id],
      )
    ).rows;
    expect(row!.booking).toMatchObject({
      uid: calcom.calendar.bookings[0]!.uid,
      timeZone: 'Europe/Madrid',
      cancelUrl: expect.stringContaining('cancel=true'),
    });
  });

  it('caps the meetings of one address per week', async () => {
    const first = await session({ email: 'cap@example.com' });
    await book(first, (await find(first)).body.times[0].start);
    const second = await session({ email: 'cap@example.com' });
    const { status, body } = await book(second, (await find(second)).body.times[0].start);
    expect(status).toBe(429);
    expect(body.error).toBe('booking_limit');
  });
});

describe('voice-booking: a failing calendar keeps the call going', () => {
  it('answers with the scheduling link when Cal.com refuses, and records why', async () => {
    const id = await session();
    calcom.calendar.failure = 'error';
    const { status, body } = await find(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ available: false, schedulingUrl: 'https://cal.com/team/demo' });
    expect(body.instruction).toMatch(/Apologise/);
    const [row] = (
      await db.query<{ booking_failed: string }>(
        `select booking_failed from public.voice_sessions where conversation_id = $1`,
        [id],
      )
    ).rows;
    expect(row!.booking_failed).toBe('calendar_refused');
  });

  it('gives up on a slow Cal.com within its timeout and lets a later call book', async () => {
    const id = await session();
    const { body } = await find(id);
    calcom.calendar.failure = 'slow';
    const started = Date.now();
    const slow = await book(id, body.times[0].start);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(slow.body).toMatchObject({ booked: false, available: false });
    calcom.calendar.failure = 'none';
    expect((await book(id, body.times[0].start)).body.booked).toBe(true);
  });
});

describe("voice-booking: the team's e-mail", () => {
  const outcome = {
    duration_seconds: 120,
    call_successful: 'success',
    summary: 'Wants a demo.',
    data_collection: null,
    transcript: null,
  };
  const emailOf = async (id: string) =>
    sessionEmail((await createPostgrestVoiceSessionStore(rest).findSession(id))!, outcome, ['sales@example.com']).text;

  it('says when the meeting is, in the visitor zone, with the reschedule link', async () => {
    const id = await session();
    await book(id, (await find(id)).body.times[0].start);
    expect(await emailOf(id)).toContain(
      'Meeting: booked in the call for Monday, 2 March 2026 at 10:00 (Europe/Madrid), https://app.cal.com/reschedule/',
    );
  });

  it('says that booking failed, so the team follows up', async () => {
    const id = await session();
    calcom.calendar.failure = 'error';
    await find(id);
    expect(await emailOf(id)).toContain('Meeting: booking in the call failed (calendar_refused)');
  });
});

describe('voice-meeting: the post-call panel reads the meeting', () => {
  const ask = async (conversationId: string, origin: string | null = 'https://site.test') => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      ...(origin ? { Origin: origin } : {}),
    };
    const request = new Request('http://local.test/functions/v1/voice-meeting', {
      method: 'POST',
      headers,
      body: JSON.stringify({ conversationId }),
    });
    const deps = { store: createPostgrestBookingStore(rest), allowedOrigins: '*' as const, log };
    const response = await handleVoiceMeeting(request, deps);
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('answers the time, zone and links of the booked meeting, null before one, and refuses the rest', async () => {
    const id = await session();
    expect((await ask(id)).body).toEqual({ meeting: null });
    const offered = (await find(id)).body.times[0].start;
    await book(id, offered);
    const { body } = await ask(id);
    expect(body.meeting).toMatchObject({
      start: offered,
      timeZone: 'Europe/Madrid',
      cancelUrl: expect.stringMatching(/^https:\/\/app\.cal\.com\/booking\/.+\?cancel=true$/),
    });
    expect(Object.keys(body.meeting).sort()).toEqual(['cancelUrl', 'end', 'rescheduleUrl', 'start', 'timeZone']);
    expect((await ask('conv_nobody')).status).toBe(404);
    expect((await ask(id, null)).status).toBe(403);
  });
});
