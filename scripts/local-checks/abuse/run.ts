// npm run abuse: attacks the local stack (PGlite backend, same SQL and function code as production)
// in the ways a script would (floods, replays, spoofed addresses, cross-site writes), and prints what
// got through. Every simulated client sends from its own loopback address (client.ts); the stack sets
// the platform's client-address headers from the socket
// (scripts/local-stack/supabase/client-address-emulation.ts), so a forged X-Forwarded-For is just noise.
//   1. each endpoint flooded from one address with a fresh forged X-Forwarded-For per call (at most
//      MAX_REQUESTS requests and MAX_SECONDS each), then a real visitor from another address, twice;
//   2. 40 addresses x 10 unsolved calls per endpoint, then a real visitor (scenarios.ts);
//   3. a spliced captcha, and replays of a used one 200 s, 301 s and a year later, with the captcha clock moved;
//   4. a cross-site write to the dev editor;
//   5. every lead e-mailed once: after retention, after a killed webhook, after a failed notification (lead-emails.ts);
//   6. a solved captcha replayed from 50 addresses, and a flood of solved voice starts past the voice
//      budget (captcha-budget.ts; last, as it uses up the hour's budget);
//   7. the booking tools' endpoint: no secret, a guessed one, an unknown conversation, a second booking,
//      a conversation replayed after its call, a flood of concurrent bookings (booking-tools.ts);
//   8. "Call me": numbers flooded from one address and one /24, one number from many addresses, premium-rate,
//      VoIP and other countries' numbers, night at the number (call-me.ts); a flood of status polls, a
//      number probe, erasure by the number written another way, and a proxy pool of IPv6 /48s against the
//      cap on calls, after which a browser demo must start (call-me-hardened.ts).
// Loopback only, bounded, stops by itself. Exits 1 when a real visitor was refused, a lead was lost, an
// e-mail was queued without a stored row, an e-mail was sent twice, a client got past its limit, a replay
// was counted, a voice start got past the budget, or any check failed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createCrmStandIns, createLocalBackend } from '../../local-stack/index.ts';
import { createVoiceSimulator } from '@harbourline/voice-simulator';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { bookingToolHolds } from './booking-tools.ts';
import { forgedForwardedFor, loopback, request, solvedPayload } from './client.ts';
import { replayFromManyAddresses, voiceBudgetHolds } from './captcha-budget.ts';
import { callMeHolds } from './call-me.ts';
import { hardenedCallMeHolds } from './call-me-hardened.ts';
import { ABUSE_ENDPOINTS, SITE_ORIGIN, type AbuseEndpoint, type Call } from './endpoints.ts';
import { crmEventsOnce } from './crm-events.ts';
import { leadEmailsOnce } from './lead-emails.ts';
import { BOOKING_CONFIG } from '../../../supabase/functions/_shared/generated/booking-config.ts';
import { formatReport, type EndpointReport } from './report.ts';
import { captchaReplays, crossSiteEditorWrite, unsolvedFloodThenVisitor, type ScenarioContext } from './scenarios.ts';

const MAX_REQUESTS = 1000;
const BOOKING_EVENT_TYPE = BOOKING_CONFIG.site?.eventTypeId ?? 1;
const MAX_SECONDS = 60;
/** Requests in flight at once: enough to look like a script, gentle on a shared machine. */
const CONCURRENCY = 8;

const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'abuse-'));
const outboxFile = path.join(tmpDir, 'outbox.jsonl');
const quiet = { info() {}, warn() {}, error() {} };
const backend = await createLocalBackend({
  dataDir: 'memory://',
  outboxFile,
  outboxDrainIntervalMs: 0,
  crmDrainIntervalMs: 0,
  retentionEveryMs: 0,
  allowedOrigins: SITE_ORIGIN,
  log: quiet,
});
// The local ElevenLabs, which voice-signed-url asks for its links; with no agents it signs any.
const simulator = createVoiceSimulator();
// The stand-in Cal.com the booking tools' function calls (CALCOM_API_URL of the local functions).
const calcom = createCalcomSimulator({
  eventTypes: [{ id: BOOKING_EVENT_TYPE, slug: 'demo', title: 'Demo', lengthInMinutes: 30 }],
});
// The webhook inbox and HubSpot stand-in the local drain delivers CRM events to.
const crm = createCrmStandIns();
/** Reads of a conversation's record at the simulated ElevenLabs: what the status poll must not multiply. */
let conversationReads = 0;
const server = http.createServer(async (req, res) => {
  if (req.method === 'GET' && /\/v1\/convai\/conversations\/[^/?]+/.test(req.url ?? '')) conversationReads++;
  if ((await crm.mount.handle(req, res)) || calcom.handle(req, res) || simulator.handle(req, res)) return;
  if (!(await backend.handle(req, res))) res.writeHead(404).end();
});
// Clients connect to 127.0.0.1 from other 127.x addresses: the socket address differs, nothing leaves loopback.
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
backend.startFunctions(base);

async function send(call: Call, address: string, forged?: string): Promise<number> {
  const payload = call.captcha ? await solvedPayload(base, address, SITE_ORIGIN) : null;
  const answer = await request(base, address, call.path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      ...(forged ? { 'X-Forwarded-For': forged } : {}),
      ...call.headers,
      ...(payload ? { 'X-Altcha': payload } : {}),
    },
    body: JSON.stringify(call.body),
  });
  return answer.status;
}

const rowCount = async () => (await backend.listDemoRequests()).length;
const outboxCount = async () => (await backend.listOutbox()).length;

async function flood(endpoint: AbuseEndpoint, address: string): Promise<Omit<EndpointReport, 'visitor'>> {
  const tally = { sent: 0, accepted: 0, tooMany: 0, other4xx: 0, other: 0 };
  const [rowsBefore, emailsBefore] = [await rowCount(), await outboxCount()];
  const started = Date.now();
  const deadline = started + MAX_SECONDS * 1000;
  const worker = async () => {
    while (tally.sent < MAX_REQUESTS && Date.now() < deadline) {
      const i = tally.sent++;
      const status = await send(endpoint.flood(i), address, forgedForwardedFor(i));
      if (status >= 200 && status < 300) tally.accepted++;
      else if (status === 429) tally.tooMany++;
      else if (status >= 400 && status < 500) tally.other4xx++;
      else tally.other++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    name: endpoint.name,
    limit: endpoint.limit,
    ...tally,
    seconds: (Date.now() - started) / 1000,
    rows: (await rowCount()) - rowsBefore,
    emails: (await outboxCount()) - emailsBefore,
  };
}

/** The visitor's calls, then the same calls again (a retry with the same ids). */
async function visit(endpoint: AbuseEndpoint, address: string): Promise<EndpointReport['visitor']> {
  const [rowsBefore, emailsBefore] = [await rowCount(), await outboxCount()];
  const calls = endpoint.visitor();
  let ok = true;
  for (const call of [...calls, ...calls]) {
    const status = await send(call, address);
    ok &&= status >= 200 && status < 300;
  }
  return { ok, rows: (await rowCount()) - rowsBefore, emails: (await outboxCount()) - emailsBefore };
}

const reports: EndpointReport[] = [];
try {
  for (const [index, endpoint] of ABUSE_ENDPOINTS.entries()) {
    const flooded = await flood(endpoint, loopback(10 + index, 1));
    reports.push({ ...flooded, visitor: await visit(endpoint, loopback(50 + index, 1)) });
  }
  const context: ScenarioContext = {
    base,
    setClockOffset: (seconds) => backend.setFunctionsClock(seconds * 1000),
    send,
  };
  const checks = [
    ...(await unsolvedFloodThenVisitor(context)),
    ...(await captchaReplays(context)),
    ...(await crossSiteEditorWrite()),
  ];
  const sentEmails = async () =>
    (await readFile(outboxFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { subject: string; text: string; idempotencyKey?: string });
  const leads = await leadEmailsOnce({ ...context, drain: backend.drainOutbox, sentEmails });
  checks.push(...leads.checks);
  // Also the provider's view: one outbox entry handed over twice (its idempotency key repeated).
  const keys = (await sentEmails()).flatMap((email) => (email.idempotencyKey ? [email.idempotencyKey] : []));
  const sentTwice = leads.sentTwice + keys.length - new Set(keys).size;
  const replays = await replayFromManyAddresses({ base, listVoiceSessions: backend.listVoiceSessions });
  checks.push(...replays.checks);
  const bookingsOf = (email: string) =>
    calcom.calendar.bookings.filter((booking) => booking.attendee.email === email).length;
  checks.push(...(await bookingToolHolds({ base, bookingsOf })));
  const calls = await callMeHolds({ base, listVoiceSessions: backend.listVoiceSessions });
  checks.push(...calls.checks);
  // The proxy pool names its IPv6 /48s with the local stack's test header, trusted from loopback only.
  const nameClients = (on: boolean) =>
    on ? (process.env.LOCAL_TEST_CLIENT_HEADER = '1') : delete process.env.LOCAL_TEST_CLIENT_HEADER;
  const callMeContext = { base, conversationReads: () => conversationReads, nameClients };
  const hardened = await hardenedCallMeHolds(callMeContext, calls.called ?? []);
  checks.push(...hardened.checks);
  const events = await crmEventsOnce({ ...backend, inboxDeliveries: crm.inbox.deliveries });
  checks.push(...events.checks);
  // Keep this one last: it uses up the hour's voice budget, which any later voice start would meet.
  const budget = await voiceBudgetHolds({ base, listVoiceSessions: backend.listVoiceSessions });
  checks.push(...budget.checks);
  const captchaCounters = {
    'replays counted': replays.replaysCounted,
    'over-budget voice starts': budget.overBudgetStarts,
    'calls placed beyond the limits': calls.beyondLimits + hardened.beyondLimits,
    'real visitors refused a call': calls.visitorsRefused,
    'browser demos refused because of Call me': hardened.browserDemosRefused,
    'numbers revealed': hardened.numbersRevealed,
  };
  const rowIds = new Set([
    ...(await backend.listDemoRequests()).map((row) => String(row.id)),
    ...(await backend.listVoiceSessions()).map((row) => String(row.conversation_id)),
  ]);
  const orphanEmails = (await backend.listOutbox()).filter(
    (entry) => !rowIds.has(entry.dedupe_key.split(':')[1] ?? ''),
  );
  const limits = { maxRequests: MAX_REQUESTS, maxSeconds: MAX_SECONDS };
  const { text, failed } = formatReport(reports, orphanEmails.length, limits, checks, {
    'e-mails sent twice': sentTwice,
    'events delivered twice': events.deliveredTwice,
    ...captchaCounters,
  });
  console.log(text);
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(`load average: ${load.join(', ')} (${os.cpus().length} cores)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  calcom.close();
  await simulator.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await rm(tmpDir, { recursive: true, force: true });
}
