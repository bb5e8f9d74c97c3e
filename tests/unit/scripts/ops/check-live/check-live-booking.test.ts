// @vitest-environment node
// check:live reads the event type the agents book on and its free times, and books nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { checkBooking } from '../../../../../scripts/ops/check-live/booking.ts';
import { createCalcomClient } from '../../../../../supabase/functions/_shared/booking/calcom.ts';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const sim = createCalcomSimulator({
  now: () => NOW,
  eventTypes: [{ id: 5, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }],
});
const settings = {
  provider: 'cal.com' as const,
  eventTypeId: 5,
  lengthInMinutes: 30,
  daysAhead: 7,
  offerCount: 3,
  perEmailPerWeek: 2,
  schedulingUrl: 'https://cal.com/x',
  appUrl: 'https://app.cal.com',
};
let server: Server;
let calcom: ReturnType<typeof createCalcomClient>;
beforeAll(async () => {
  server = createServer((req, res) => sim.handle(req, res) || res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calcom = createCalcomClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/__sim/calcom`,
    apiKey: 'cal_t',
    timeoutMs: 2_000,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('check:live: booking', () => {
  it('passes an event type with free times, and books nothing', async () => {
    const [result] = await checkBooking({ settings, calcom }, NOW);
    expect(result).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/^5 "Demo", \d+ free times in the next 7 days$/),
    });
    expect(sim.calendar.bookings).toHaveLength(0);
  });

  it('fails a missing event type, another length, an unreachable calendar and a missing key', async () => {
    expect((await checkBooking({ settings: { ...settings, eventTypeId: 6 }, calcom }, NOW))[0]!.status).toBe('FAIL');
    const longer = await checkBooking({ settings: { ...settings, lengthInMinutes: 45 }, calcom }, NOW);
    expect(longer[0]!.detail).toContain('lasts 30 min, site.yaml booking.lengthInMinutes says 45');
    sim.calendar.failure = 'error';
    expect((await checkBooking({ settings, calcom }, NOW))[0]!.status).toBe('FAIL');
    sim.calendar.failure = 'none';
    expect((await checkBooking({ settings, calcom: null }, NOW))[0]!.detail).toMatch(/set CALCOM_API_KEY/);
    expect((await checkBooking({ settings: null, calcom }, NOW))[0]!.status).toBe('skip');
  });
});
