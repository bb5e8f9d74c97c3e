// @vitest-environment node
// A demo call on the local stack that ends in a qualified lead: the automotive agent is pushed to the
// simulator with its evaluation criteria and collect fields, the visitor names three of them, and the
// simulator's post-call webhook (shaped like the service's) fills voice_sessions, the sales e-mail and
// npm run leads.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureSite } from '../../../../fixture-site.ts';
import { solvedCaptcha, TEST_ALTCHA_KEY } from '../../../../support/captcha.ts';
import { recordingLogger } from '../../../../support/backend.ts';
import { inProcessVoiceFunctions } from '../in-process-functions.ts';
import { FAST_TIMING, TestClient } from '../../../../support/voice-sim-harness.ts';
import { TEST_LEADS } from '../../../../support/lead-fakes.ts';
import { deriveAgentConfig } from '../../../../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../../../../scripts/ops/agents/flows.ts';
import { formatSessionsTable } from '../../../../../../scripts/ops/leads/format-sessions.ts';
import { createLocalBackend, type LocalBackend } from '../../../../../../scripts/local-stack/supabase/index.ts';
import { createVoiceSimulator, ELEVENLABS_API_PREFIX, type VoiceSimulator } from '@harbourline/voice-simulator';

const SECRET = 'qualified-secret';
let backend: LocalBackend;
let sim: VoiceSimulator;
let server: http.Server;
let baseUrl: string;
let tmpDir: string;
let agentId: string;
/** The automotive flow's first string, integer and boolean collect fields: whatever the YAML names them. */
let fields: { text: string; count: string; yesNo: string; criteria: string[] };

beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'qualified-'));
  sim = createVoiceSimulator({
    timing: FAST_TIMING,
    postCallWebhook: { url: '/functions/v1/voice-post-call', secret: SECRET },
  });
  backend = await createLocalBackend({
    dataDir: 'memory://',
    outboxFile: path.join(tmpDir, 'outbox.jsonl'),
    allowedOrigins: '*',
    retentionEveryMs: 0,
    outboxDrainIntervalMs: 0,
    runFunction: inProcessVoiceFunctions({
      sim,
      voiceLeads: { ...TEST_LEADS, minDurationSeconds: 0 },
      agentIds: () => new Set([agentId]),
      webhookSecret: SECRET,
      hmacKey: TEST_ALTCHA_KEY,
      log: recordingLogger(),
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
  const flow = loadFlows(process.cwd(), fixtureSite()).flows.find((candidate) => candidate.slug === 'automotive')!;
  const sdk = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  agentId = (await sdk.conversationalAi.agents.create(deriveAgentConfig(flow)!)).agentId;
  const collect = Object.entries(flow.demo.agent!.collect);
  const first = (type: string) => collect.find(([, field]) => field.type === type)![0];
  fields = {
    text: first('string'),
    count: first('integer'),
    yesNo: first('boolean'),
    // The pushed agent's criteria: the YAML's and the phone-call ones agents:push adds (phone-call.ts).
    criteria: (deriveAgentConfig(flow)!.platformSettings.evaluation?.criteria ?? []).map((criterion) => criterion.id),
  };
}, 60_000);

afterAll(async () => {
  await sim.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await rm(tmpDir, { recursive: true, force: true });
});

it('ends a demo call with a qualified lead in voice_sessions, the sales e-mail and npm run leads', async () => {
  const response = await fetch(`${baseUrl}/functions/v1/voice-signed-url`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Altcha': solvedCaptcha() },
    body: JSON.stringify({
      agentId,
      flow: 'automotive',
      details: { name: 'Dana Driver', email: 'dana@example.com', company: 'Dana Motors', phone: '' },
      noticeShown: true,
      page: '/automotive-demo',
    }),
  });
  const signed = (await response.json()) as { signedUrl: string };
  const client = await TestClient.connect(signed.signedUrl);
  client.init(
    { caller_name: 'Dana Driver', user_email: 'dana@example.com', user_phone: '', user_company: 'Dana Motors' },
    true,
  );
  await client.waitFor('agent_response');
  const say = (key: string) => key.replace(/_/g, ' ');
  client.send({
    type: 'user_message',
    text: `${say(fields.text)}: after-hours service bookings. ${say(fields.count)} is 3`,
  });
  await client.waitFor('agent_response', 2);
  client.send({ type: 'user_message', text: `${say(fields.yesNo)}: yes please` });
  await client.waitFor('agent_response', 3);
  client.ws.close(1000, 'visitor ended');

  let session: Record<string, unknown> | undefined;
  for (const deadline = Date.now() + 5000; Date.now() < deadline && !session?.notified_at;) {
    [session] = await backend.listVoiceSessions();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const collected = session!.data_collection as Record<string, { value: unknown }>;
  expect(collected[fields.text]!.value).toBe('after-hours service bookings');
  expect(collected[fields.count]!.value).toBe(3);
  expect(collected[fields.yesNo]!.value).toBe(true);
  // Every other field is there too, empty: the visitor did not name it.
  expect(Object.values(collected).filter((field) => field.value === null)).toHaveLength(
    Object.keys(collected).length - 3,
  );
  const evaluation = session!.evaluation as Record<string, { result: string; rationale: string }>;
  expect(Object.keys(evaluation).sort()).toEqual([...fields.criteria].sort());
  for (const verdict of Object.values(evaluation)) {
    expect(verdict).toMatchObject({ result: 'unknown', rationale: expect.stringMatching(/no language model/) });
  }
  const table = formatSessionsTable([session!]);
  expect(table).toMatch(new RegExp(`\\n {4}Collected: .*${fields.text}: after-hours service bookings`));
  expect(table).toContain(`${fields.yesNo}: yes`);
  expect((await backend.drainOutbox()).sent).toBe(1);
  const email = (await readFile(path.join(tmpDir, 'outbox.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { text: string })
    .at(-1)!;
  expect(email.text).toContain(`Goals: 0 of ${fields.criteria.length} goals met, ${fields.criteria.length} not judged`);
  expect(email.text).toContain(`  ${fields.text}: after-hours service bookings\n`);
});
