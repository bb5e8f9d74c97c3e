// @vitest-environment node
// npm run abuse's lead lines (scripts/local-checks/abuse/lead-emails.ts) on an in-memory local stack: a sent lead
// after retention, a killed voice webhook, and a contact row whose notification failed each end in exactly
// one e-mail. Reverting the e-mail state on the lead (or the sweep of voice or contact rows) fails it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { request, solvedPayload } from '../../../../../scripts/local-checks/abuse/client.ts';
import { SITE_ORIGIN, type Call } from '../../../../../scripts/local-checks/abuse/endpoints.ts';
import { leadEmailsOnce } from '../../../../../scripts/local-checks/abuse/lead-emails.ts';
import { recordingLogger } from '../../../support/backend.ts';

let backend: LocalBackend;
let server: http.Server;
let base: string;
let tmpDir: string;
let outboxFile: string;

beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'abuse-leads-'));
  outboxFile = path.join(tmpDir, 'outbox.jsonl');
  backend = await createLocalBackend({
    dataDir: 'memory://',
    outboxFile,
    outboxDrainIntervalMs: 0,
    retentionEveryMs: 0,
    allowedOrigins: SITE_ORIGIN,
    log: recordingLogger(),
  });
  server = http.createServer(async (req, res) => {
    if (!(await backend.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await rm(tmpDir, { recursive: true, force: true });
});

async function send(call: Call, address: string): Promise<number> {
  const payload = call.captcha ? await solvedPayload(base, address, SITE_ORIGIN) : null;
  const headers = { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...call.headers };
  const answer = await request(base, address, call.path, {
    method: 'POST',
    headers: payload ? { ...headers, 'X-Altcha': payload } : headers,
    body: JSON.stringify(call.body),
  });
  return answer.status;
}

describe("npm run abuse's lead e-mail lines", () => {
  it('e-mail each lead once: after retention, after a killed webhook, after a failed notification', async () => {
    const sentEmails = async () =>
      (await readFile(outboxFile, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { subject: string; text: string });
    const result = await leadEmailsOnce({
      base,
      send,
      setClockOffset: async () => {},
      drain: backend.drainOutbox,
      sentEmails,
    });
    expect(result.checks.filter((check) => !check.ok)).toEqual([]);
    expect(result.checks).toHaveLength(3);
    expect(result.sentTwice).toBe(0);
  }, 120_000);
});
