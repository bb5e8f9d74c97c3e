// @vitest-environment node
// npm run leads -- forget cancels the person's upcoming meetings at Cal.com (the stand-in, which checks
// each call against Cal.com's OpenAPI document), and a dry run only lists them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { cancelMeetings } from '../../../../../scripts/ops/leads/forget-meetings.ts';
import { createCalcomClient } from '../../../../../supabase/functions/_shared/booking/calcom.ts';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const sim = createCalcomSimulator({
  now: () => NOW,
  eventTypes: [{ id: 7, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }],
});
let server: Server;
let calcom: ReturnType<typeof createCalcomClient>;
beforeAll(async () => {
  server = createServer((req, res) => sim.handle(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__sim/calcom`;
  calcom = createCalcomClient({ baseUrl, apiKey: 'cal_test', timeoutMs: 2_000 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('forget: meetings', () => {
  it("lists in a dry run, then cancels only that person's upcoming bookings", async () => {
    const type = sim.calendar.eventTypes.get(7)!;
    sim.calendar.book(type, Date.parse('2026-03-03T10:00:00Z'), {
      name: 'Ada',
      email: 'ada@example.com',
      timeZone: 'UTC',
    });
    sim.calendar.book(type, Date.parse('2026-03-04T10:00:00Z'), {
      name: 'Ada',
      email: 'ada@example.com',
      timeZone: 'UTC',
    });
    sim.calendar.book(type, Date.parse('2026-03-04T11:00:00Z'), {
      name: 'Bo',
      email: 'bo@example.com',
      timeZone: 'UTC',
    });
    const dry = await cancelMeetings(calcom, 'Ada@Example.com', true);
    expect(dry.lines[0]).toBe('Meetings: 2 upcoming at Cal.com (would cancel)');
    expect(sim.calendar.bookings.filter((booking) => booking.status === 'cancelled')).toHaveLength(0);
    const done = await cancelMeetings(calcom, 'ada@example.com', false);
    expect(done.ok).toBe(true);
    expect(sim.calendar.bookings.map((booking) => booking.status)).toEqual(['cancelled', 'cancelled', 'accepted']);
    expect((await cancelMeetings(calcom, 'ada@example.com', false)).lines[0]).toBe('Meetings: 0 upcoming at Cal.com');
  });

  it('says so when Cal.com cannot be asked', async () => {
    sim.calendar.failure = 'error';
    const result = await cancelMeetings(calcom, 'ada@example.com', false);
    sim.calendar.failure = 'none';
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toMatch(/Cal\.com could not be asked/);
  });
});
