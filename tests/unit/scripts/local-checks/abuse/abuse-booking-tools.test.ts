// @vitest-environment node
// npm run abuse's booking-tool attacks hold on the local stack: the backend's gateway and PostgREST on
// PGlite, voice-booking's handler in this process, and the Cal.com stand-in as the calendar.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { LOCAL_BOOKING_SECRET } from '../../../../../scripts/local-stack/supabase/backend-options.ts';
import { createLocalBackend, type LocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { LOCAL_SECRET_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { bookingToolHolds } from '../../../../../scripts/local-checks/abuse/booking-tools.ts';
import { createCalcomClient } from '../../../../../supabase/functions/_shared/booking/calcom.ts';
import { BOOKING_CONFIG } from '../../../../../supabase/functions/_shared/generated/booking-config.ts';
import { handleVoiceBooking } from '../../../../../supabase/functions/_shared/booking/voice-booking.ts';
import { createPostgrestBookingStore } from '../../../../../supabase/functions/_shared/booking/voice-booking-store.ts';
import { recordingLogger } from '../../../support/backend.ts';

const calcom = createCalcomSimulator({
  eventTypes: [{ id: BOOKING_CONFIG.site!.eventTypeId, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }],
});
let backend: LocalBackend;
let server: http.Server;
let base = '';

beforeAll(async () => {
  backend = await createLocalBackend({
    dataDir: 'memory://',
    outboxDrainIntervalMs: 0,
    retentionEveryMs: 0,
    log: recordingLogger(),
    runFunction: async (name, request) => {
      if (name !== 'voice-booking') return new Response('{}', { status: 404 });
      const deps = {
        secret: LOCAL_BOOKING_SECRET,
        store: createPostgrestBookingStore({ supabaseUrl: base, serviceRoleKey: LOCAL_SECRET_KEY }),
        calcom: createCalcomClient({ baseUrl: `${base}/__sim/calcom`, apiKey: 'cal_local', timeoutMs: 5_000 }),
        config: BOOKING_CONFIG,
        now: Date.now,
        log: recordingLogger(),
      };
      return handleVoiceBooking(request, deps);
    },
  });
  server = http.createServer(async (req, res) => {
    if (!calcom.handle(req, res) && !(await backend.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  calcom.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
});

describe('npm run abuse: the booking tools', () => {
  it('refuses every call without the secret, a replayed conversation, and books once under a flood', async () => {
    const bookingsOf = (email: string) =>
      calcom.calendar.bookings.filter((booking) => booking.attendee.email === email).length;
    const checks = await bookingToolHolds({ base, bookingsOf });
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.map((check) => check.name)).toEqual(
      expect.arrayContaining([
        'booking tool: 100 calls without the secret',
        'booking tool: a conversation replayed after its call',
        'booking tool: a second booking returns the first',
        'booking tool: 100 concurrent bookings, meetings',
      ]),
    );
  }, 120_000);
});
