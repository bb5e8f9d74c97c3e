import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCalcomSimulator } from '../src/index.ts';

// Monday 2 March 2026, 08:00 UTC: the week ahead has working days.
const NOW = Date.parse('2026-03-02T08:00:00Z');
const sim = createCalcomSimulator({
  now: () => NOW,
  eventTypes: [{ id: 42, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }],
  hostTimeZone: 'Europe/London',
  slowMs: 200,
});
let server: Server;
let base = '';
const SLOTS = { 'cal-api-version': '2024-09-04' };
const BOOKINGS = {
  'cal-api-version': '2024-08-13',
  Authorization: 'Bearer cal_test_key',
  'Content-Type': 'application/json',
};

beforeAll(async () => {
  server = createServer((req, res) => sim.handle(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (sim.close(), server.close(() => resolve()))));
beforeEach(() => sim.calendar.reset());

const slots = (query = 'eventTypeId=42&start=2026-03-02&end=2026-03-03&timeZone=Europe/Madrid', headers = SLOTS) =>
  fetch(`${base}/__sim/calcom/v2/slots?${query}`, { headers });
const book = (body: unknown, headers: Record<string, string> = BOOKINGS) =>
  fetch(`${base}/__sim/calcom/v2/bookings`, { method: 'POST', headers, body: JSON.stringify(body) });
const attendee = { name: 'Ada', email: 'ada@example.com', timeZone: 'Europe/Madrid', language: 'es' };

describe('the Cal.com stand-in', () => {
  it('offers working-hour times in the asked zone, grouped by day', async () => {
    const body = (await (await slots()).json()) as { data: Record<string, Array<{ start: string }>> };
    const day = body.data['2026-03-02']!;
    // 09:00 London is 10:00 in Madrid; 16 half hours until 17:00.
    expect(day[0]!.start).toBe('2026-03-02T10:00:00.000+01:00');
    expect(day).toHaveLength(16);
  });

  it('refuses a request without the cal-api-version its page requires', async () => {
    const response = await slots(undefined, { 'cal-api-version': '2024-08-13' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/2024-09-04/);
  });

  it('refuses a query or body field the OpenAPI document does not declare', async () => {
    expect((await slots('eventTypeId=42&start=2026-03-02&end=2026-03-03&colour=red')).status).toBe(400);
    const response = await book({ eventTypeId: 42, start: '2026-03-02T10:00:00Z', attendee, notes: 'x' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/notes should not exist/);
    const nested = await book({ eventTypeId: 42, start: '2026-03-02T10:00:00Z', attendee: { ...attendee, age: 3 } });
    expect(nested.status).toBe(400);
  });

  it('books a free time once, then no longer offers it', async () => {
    const first = await book({ eventTypeId: 42, start: '2026-03-02T10:00:00Z', attendee });
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as { data: { uid: string; status: string; attendees: unknown[] } };
    expect(data.status).toBe('accepted');
    expect((await book({ eventTypeId: 42, start: '2026-03-02T10:00:00Z', attendee })).status).toBe(400);
    const offered = (await (await slots()).json()) as { data: Record<string, Array<{ start: string }>> };
    expect(offered.data['2026-03-02']!.map((slot) => slot.start)).not.toContain('2026-03-02T11:00:00.000+01:00');
    const list = await fetch(`${base}/__sim/calendar/bookings`);
    expect(((await list.json()) as unknown[]).length).toBe(1);
  });

  it('refuses a time outside working hours, a bad key, and an unknown event type', async () => {
    expect((await book({ eventTypeId: 42, start: '2026-03-02T20:00:00Z', attendee })).status).toBe(400);
    expect(
      (
        await book(
          { eventTypeId: 42, start: '2026-03-02T10:00:00Z', attendee },
          { ...BOOKINGS, Authorization: 'Bearer nope' },
        )
      ).status,
    ).toBe(401);
    expect((await book({ eventTypeId: 7, start: '2026-03-02T10:00:00Z', attendee })).status).toBe(404);
  });

  it('leaves out times marked busy, and fails or stalls when told to', async () => {
    await fetch(`${base}/__sim/calendar/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ busy: ['2026-03-02T09:00:00Z'] }),
    });
    const offered = (await (await slots()).json()) as { data: Record<string, Array<{ start: string }>> };
    expect(offered.data['2026-03-02']![0]!.start).toBe('2026-03-02T10:30:00.000+01:00');
    sim.calendar.failure = 'error';
    expect((await slots()).status).toBe(500);
    sim.calendar.failure = 'slow';
    const started = Date.now();
    await slots();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('cancels a booking by uid and lists upcoming ones by e-mail', async () => {
    const { data } = (await (await book({ eventTypeId: 42, start: '2026-03-03T10:00:00Z', attendee })).json()) as {
      data: { uid: string };
    };
    const headers = { ...BOOKINGS };
    const listed = await fetch(`${base}/__sim/calcom/v2/bookings?attendeeEmail=ada%40example.com&status=upcoming`, {
      headers,
    });
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1);
    const cancel = await fetch(`${base}/__sim/calcom/v2/bookings/${data.uid}/cancel`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(cancel.status).toBe(200);
    expect(sim.calendar.bookings[0]!.status).toBe('cancelled');
  });

  it('shows the bookings on the calendar page', async () => {
    await book({ eventTypeId: 42, start: '2026-03-02T10:00:00Z', attendee });
    const html = await (await fetch(`${base}/__sim/calendar`)).text();
    expect(html).toContain('ada@example.com');
    expect(html).toContain('Mark busy');
  });
});
