import { randomUUID } from 'node:crypto';
// npm run abuse: floods each public endpoint of the local stack (PGlite backend, same SQL and function
// code as production) from one address, then submits as a real visitor from another, and prints what
// got through. Loopback only; at most MAX_REQUESTS requests and MAX_SECONDS per endpoint; stops by itself.
// Exits 1 when a real visitor was refused, an e-mail was queued without a stored row, or a retry
// stored a second row.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge, type AltchaChallenge } from '../../../supabase/functions/_shared/altcha.ts';
import { createLocalBackend } from '../../local-stack/supabase/index.ts';
import { ABUSE_ENDPOINTS, SITE_ORIGIN, type AbuseEndpoint, type Call } from './endpoints.ts';
import { formatReport, type EndpointReport } from './report.ts';

const MAX_REQUESTS = 1000;
const MAX_SECONDS = 60;
/** Requests in flight at once: enough to look like a script, gentle on a shared machine. */
const CONCURRENCY = 8;

const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'abuse-'));
const quiet = { info() {}, warn() {}, error() {} };
const backend = await createLocalBackend({
  dataDir: 'memory://',
  outboxFile: path.join(tmpDir, 'outbox.jsonl'),
  outboxDrainIntervalMs: 0,
  allowedOrigins: SITE_ORIGIN,
  getSignedUrl: async (agentId) => ({
    signedUrl: `ws://127.0.0.1/__sim/convai?agent_id=${agentId}&token=local`,
    conversationId: `conv_abuse_${randomUUID()}`,
  }),
  log: quiet,
});
const server = http.createServer(async (req, res) => {
  if (!(await backend.handle(req, res))) res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** What a browser does before a protected call: fetch a challenge and solve it. */
async function solvedCaptcha(): Promise<Record<string, string>> {
  const challenge = (await (await fetch(`${base}/functions/v1/captcha-challenge`)).json()) as AltchaChallenge;
  const payload = await solveChallenge(challenge);
  return payload ? { 'X-Altcha': payload } : {};
}

async function send(call: Call, address: string): Promise<number> {
  const captcha = call.captcha ? await solvedCaptcha() : {};
  const response = await fetch(base + call.path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      'X-Forwarded-For': address,
      ...call.headers,
      ...captcha,
    },
    body: JSON.stringify(call.body),
  });
  await response.arrayBuffer();
  return response.status;
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
      const status = await send(endpoint.flood(tally.sent++), address).catch(() => 0);
      if (status >= 200 && status < 300) tally.accepted++;
      else if (status === 429) tally.tooMany++;
      else if (status >= 400 && status < 500) tally.other4xx++;
      else tally.other++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    name: endpoint.name,
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
    const flooded = await flood(endpoint, `198.51.100.${index + 1}`);
    reports.push({ ...flooded, visitor: await visit(endpoint, `192.0.2.${index + 1}`) });
  }
  const rowIds = new Set((await backend.listDemoRequests()).map((row) => String(row.id)));
  const orphanEmails = (await backend.listOutbox()).filter(
    (entry) => !rowIds.has(entry.dedupe_key.split(':')[1] ?? ''),
  );
  const { text, failed } = formatReport(reports, orphanEmails.length, {
    maxRequests: MAX_REQUESTS,
    maxSeconds: MAX_SECONDS,
  });
  console.log(text);
  console.log(
    `load average: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} (${os.cpus().length} cores)`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await rm(tmpDir, { recursive: true, force: true });
}
