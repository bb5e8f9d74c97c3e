// @vitest-environment node
// The whole loop on the local stack: the page signs a session (voice-signed-url stores the record),
// the simulator holds the call and, when it ends, sends the signed post-call webhook; the backend
// stores the outcome and queues one e-mail for the flow's team.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha, TEST_ALTCHA_KEY } from '../../../../support/captcha.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../../../../../scripts/local-stack/supabase/keys.ts';
import { createLocalBackend, type LocalBackend } from '../../../../../../scripts/local-stack/supabase/index.ts';
import { createVoiceSimulator, type VoiceSimulator } from '@harbourline/voice-simulator';
import { recordingLogger } from '../../../../support/backend.ts';
import { inProcessVoiceFunctions } from '../in-process-functions.ts';
import { FAST_TIMING, TestClient } from '../../../../support/voice-sim-harness.ts';
import { TEST_LEADS } from '../../../../support/lead-fakes.ts';

const SECRET = 'loop-secret';
let backend: LocalBackend;
let sim: VoiceSimulator;
let server: http.Server;
let baseUrl: string;
let tmpDir: string;
let outboxFile: string;
const log = recordingLogger();

beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'voice-loop-'));
  outboxFile = path.join(tmpDir, 'outbox.jsonl');
  sim = createVoiceSimulator({
    timing: FAST_TIMING,
    postCallWebhook: { url: '/functions/v1/voice-post-call', secret: SECRET },
  });
  backend = await createLocalBackend({
    dataDir: 'memory://',
    outboxFile,
    allowedOrigins: '*',
    retentionEveryMs: 0,
    outboxDrainIntervalMs: 0,
    log,
    runFunction: inProcessVoiceFunctions({
      sim,
      // A threshold of 0 s: the simulated call lasts well under a second.
      voiceLeads: { ...TEST_LEADS, minDurationSeconds: 0 },
      agentIds: () => new Set(['agent_auto']),
      webhookSecret: SECRET,
      hmacKey: TEST_ALTCHA_KEY,
      log,
    }),
  });
  server = http.createServer(async (req, res) => {
    if (sim.handle(req, res) || (await backend.handle(req, res))) return;
    res.writeHead(404).end();
  });
  server.on('upgrade', (req, socket, head) => {
    if (!sim.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await sim.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await rm(tmpDir, { recursive: true, force: true });
});

async function sign(body: unknown) {
  const response = await fetch(`${baseUrl}/functions/v1/voice-signed-url`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Altcha': solvedCaptcha() },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

const outbox = async () =>
  (await readFile(outboxFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a voice session on the local stack', () => {
  it('is signed and stored, ended by the simulator, completed by the webhook, and told to sales once', async () => {
    const signed = await sign({
      agentId: 'agent_auto',
      flow: 'automotive',
      details: { name: 'Dana Driver', email: 'dana@example.com', company: 'Dana Motors', phone: '' },
      noticeShown: true,
      page: '/automotive-demo',
    });
    expect(signed.status).toBe(200);
    expect(signed.json.conversationId).toMatch(/^conv_sim_/);
    const [stored] = await backend.listVoiceSessions();
    expect(stored).toMatchObject({
      conversation_id: signed.json.conversationId,
      flow: 'automotive',
      agent_id: 'agent_auto',
      details: { name: 'Dana Driver', email: 'dana@example.com', company: 'Dana Motors' },
      notice_shown: true,
      page: '/automotive-demo',
      outcome_at: null,
    });

    const client = await TestClient.connect(signed.json.signedUrl!);
    client.init({ caller_name: 'Dana Driver' }, true);
    await client.waitFor('agent_response');
    client.send({ type: 'user_message', text: 'Can you book services?' });
    await client.waitFor('agent_response', 2);
    client.ws.close(1000, 'visitor ended');

    let session: Record<string, unknown> | undefined;
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      [session] = await backend.listVoiceSessions();
      if (session?.notified_at) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(session).toMatchObject({ call_successful: 'success', transcript: null });
    expect(session?.summary).toContain('Dana Driver talked with the simulated agent');
    expect(session?.duration_seconds).toBeGreaterThanOrEqual(0);
    expect(session?.notified_at).toEqual(expect.any(String));

    // Queued once in the outbox; its drain (a timer on the local server) writes it out, once.
    expect((await backend.drainOutbox()).sent).toBe(1);
    expect((await backend.drainOutbox()).sent).toBe(0);
    const emails = (await outbox()).filter((email) => String(email.subject).startsWith('Voice session'));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: ['sales@example.com'], replyTo: 'dana@example.com' });
    expect(String(emails[0]?.text)).toContain('Dana Driver talked with the simulated agent');
  });

  it('gives the browser (anon, through the REST API) nothing to read or write', async () => {
    const headers = { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' };
    const read = await fetch(`${baseUrl}/rest/v1/voice_sessions?select=*`, { headers });
    expect(read.status).toBe(401);
    const write = await fetch(`${baseUrl}/rest/v1/voice_sessions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ conversation_id: 'conv_x', flow: 'automotive', agent_id: 'a1', notice_shown: true }),
    });
    expect(write.status).toBe(401);
    expect((await backend.listVoiceSessions()).map((row) => row.conversation_id)).not.toContain('conv_x');
  });

  it('stores a start for a flow newer than the generated copy, and says so in the log', async () => {
    const signed = await sign({ agentId: 'agent_auto', flow: 'dental', noticeShown: true });
    expect(signed.status).toBe(200);
    const [newest] = await backend.listVoiceSessions();
    expect(newest).toMatchObject({ conversation_id: signed.json.conversationId, flow: 'dental', details: {} });
    expect(log.lines.join('\n')).toContain('flow dental is not in voice-leads-config.ts');
  });

  it('refuses a malformed flow, and stores nothing', async () => {
    const before = (await backend.listVoiceSessions()).length;
    const refused = await sign({ agentId: 'agent_auto', flow: '../x', noticeShown: true });
    expect(refused).toEqual({
      status: 400,
      json: { error: 'invalid_fields', fields: { flow: 'Must be a flow slug' } },
    });
    expect(await backend.listVoiceSessions()).toHaveLength(before);
  });
});
