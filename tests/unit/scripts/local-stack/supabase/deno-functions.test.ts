// @vitest-environment node
// The functions as npm start runs them: their own entry files under Deno, started with the server (not on
// the first call), restarted after a crash, redeployed with the allow-list as it is at the deploy, and
// answering voice links for the host the browser used.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { createVoiceSimulator, type VoiceSimulator } from '@harbourline/voice-simulator';
import { solvedCaptcha, TEST_ALTCHA_KEY } from '../../../support/captcha.ts';
import { recordingLogger } from '../../../support/backend.ts';

let backend: LocalBackend;
let sim: VoiceSimulator;
let server: http.Server;
let port: number;
const log = recordingLogger();

/** The Deno processes this test process started. */
const denoChildren = () =>
  execFileSync('ps', ['--ppid', String(process.pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /\bdeno\b/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

beforeAll(async () => {
  backend = await createLocalBackend({
    dataDir: 'memory://',
    allowedOrigins: '*',
    outboxDrainIntervalMs: 0,
    retentionEveryMs: 0,
    altchaHmacKey: TEST_ALTCHA_KEY,
    log,
  });
  // An empty simulator signs links for any agent: the allow-list is the functions' to enforce.
  sim = createVoiceSimulator();
  server = http.createServer(async (req, res) => {
    if (sim.handle(req, res) || (await backend.handle(req, res))) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  backend.startFunctions(`http://127.0.0.1:${port}`);
}, 60_000);

afterAll(async () => {
  await sim.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
});

const start = (agentId: string) =>
  fetch(`http://127.0.0.1:${port}/functions/v1/voice-signed-url`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'X-Altcha': solvedCaptcha() },
    body: JSON.stringify({ agentId, flow: 'general', noticeShown: true }),
  });

/** A start sent with another name of this server in Host (fetch always sends the URL's). */
const startAs = (host: string) =>
  new Promise<{ status: number; body: { signedUrl?: string } }>((resolve, reject) => {
    const body = JSON.stringify({ agentId: 'agent_general_demo_01', flow: 'general', noticeShown: true });
    const headers = { 'Content-Type': 'application/json', Origin: 'http://localhost', 'X-Altcha': solvedCaptcha() };
    http
      .request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/functions/v1/voice-signed-url',
          headers: { ...headers, Host: host },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      )
      .on('error', reject)
      .end(body);
  });

describe('the functions under Deno', () => {
  it('start with the server, before any call', async () => {
    await vi.waitFor(() => expect(denoChildren()).toHaveLength(1), { timeout: 10_000 });
  });

  it('sign a voice link for the host the browser used', async () => {
    const onLoopback = (await (await start('agent_general_demo_01')).json()) as { signedUrl: string };
    expect(onLoopback.signedUrl.startsWith(`ws://127.0.0.1:${port}/`)).toBe(true);
    const named = await startAs(`localhost:${port}`);
    expect(named.status).toBe(200);
    expect(named.body.signedUrl?.startsWith(`ws://localhost:${port}/`)).toBe(true);
  });

  it('refuse an agent pushed after the deploy until the functions are deployed again', async () => {
    const stale = await start('agent_pushed_after_deploy');
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({ error: 'agent_not_allowed' });

    const deploy = await fetch(`http://127.0.0.1:${port}/__backend/deploy`, {
      method: 'POST',
      body: JSON.stringify({ extraAgentIds: ['agent_pushed_after_deploy'] }),
    });
    expect(deploy.status).toBe(200);
    expect(await deploy.json()).toMatchObject({ functions: expect.arrayContaining(['voice-signed-url']) });
    expect((await start('agent_pushed_after_deploy')).status).toBe(200);
  });

  it('refuse a deploy from another site', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/__backend/deploy`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('start again after a crash, and say so', async () => {
    const [crashed] = denoChildren();
    process.kill(crashed!, 'SIGKILL');
    await vi.waitFor(() => expect(log.lines.join('\n')).toMatch(/Deno process stopped \(SIGKILL\); starting it again/));
    // Still allowed: the restart keeps the deployment it had.
    expect((await start('agent_pushed_after_deploy')).status).toBe(200);
    expect(denoChildren()).not.toContain(crashed);
  });

  it('stay stopped when Deno is asked to stop (Ctrl+C or a stop of the process group), and say so', async () => {
    const [stopped] = denoChildren();
    process.kill(stopped!, 'SIGTERM');
    await vi.waitFor(() => expect(log.lines.join('\n')).toMatch(/Deno process was stopped \(SIGTERM\)/));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(denoChildren()).toEqual([]);
  });
});
