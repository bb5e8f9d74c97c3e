// @vitest-environment node
// check:live against a small site served by the real local stack (static server with the security
// headers, local backend, voice simulator): all green, then red with clear lines when a function is
// down or an agent is missing.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failed, formatReport, type CheckRow } from '../../../../../scripts/ops/check-live/report.ts';
import type { VoiceLedger } from '../../../../../scripts/ops/check-live/budget.ts';
import { runChecks, type CheckLiveOptions } from '../../../../../scripts/ops/check-live/run.ts';
import { SECURITY_HEADERS } from '../../../../../scripts/shared/headers.ts';
import { robotsTxt, sitemapXml } from '../../../../../scripts/build/sitemap.ts';
import { createLocalServices } from '../../../../../scripts/local-stack/web-server/local-services.ts';
import {
  startSiteServer,
  type Mount,
  type SiteServer,
} from '../../../../../scripts/local-stack/web-server/site-server.ts';
import { LOCAL_SECRET_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { fixtureSite } from '../../../fixture-site.ts';

const FLOWS = [
  {
    slug: 'restaurant',
    path: '/restaurant-demo',
    yamlAgentId: 'agent_restaurant_demo_01',
    agentId: 'agent_restaurant_live',
  },
  { slug: 'general', path: '/demo', yamlAgentId: 'agent_general_demo_01', agentId: 'agent_general_live' },
];
const FUNCTIONS = ['send-demo-request', 'voice-signed-url'];

let distDir: string;
let agentsApi: Server;
let agentsApiUrl: string;
let server: SiteServer;
/** The function that currently answers as if it crashed on boot, if any. */
let downFunction: string | null = null;

/** The hydration data of a demo page, as the router writes it. */
const demoPage = (agentId: string) =>
  `<!doctype html><html><body><h1>Demo</h1><script>$R={demo:{heading:"Talk",agentId:"${agentId}",kind:"demo"}}</script></body></html>`;

/** A stand-in for the ElevenLabs agents API that knows only the agents it is given. */
function agentsApiWith(known: string[]): Server {
  return createServer((req, res) => {
    const id = decodeURIComponent(req.url?.split('/').at(-1) ?? '');
    if (!known.includes(id) || req.headers['xi-api-key'] !== 'test-key') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":{"status":"agent_not_found"}}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        agent_id: id,
        name: id,
        conversation_config: {},
        metadata: { created_at_unix_secs: 0, updated_at_unix_secs: 0 },
        platform_settings: {
          auth: { enable_auth: true },
          overrides: { conversation_config_override: { conversation: { text_only: true } } },
        },
      }),
    );
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'check-live-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body>Home</body></html>');
  writeFileSync(join(distDir, '404.html'), '<!doctype html><html><body>Not found</body></html>');
  for (const flow of FLOWS) {
    mkdirSync(join(distDir, flow.path), { recursive: true });
    writeFileSync(join(distDir, flow.path, 'index.html'), demoPage(flow.agentId));
  }
  agentsApi = agentsApiWith([FLOWS[0]!.agentId]);
  await new Promise<void>((resolve) => agentsApi.listen(0, '127.0.0.1', resolve));
  agentsApiUrl = `http://127.0.0.1:${(agentsApi.address() as AddressInfo).port}`;
  // One stack for every test: the embedded Postgres takes a while to start on a busy machine.
  // The pages call ids of their own, as a deployment's build would: its functions sign those.
  const services = await createLocalServices({
    dataDir: 'memory://check-live',
    contentDir: fixtureSite(),
    extraAgentIds: FLOWS.map((flow) => flow.agentId),
  });
  server = await startSiteServer({
    distDir,
    port: 0,
    mounts: [crashedFunction, ...services],
    headers: SECURITY_HEADERS,
  });
  // The crawler files as a build for this address writes them (the sitemap row checks their origin).
  const routes = ['/', ...FLOWS.map((flow) => flow.path)].map((path) => ({ path }));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(server.url));
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(server.url, routes));
}, 180_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => agentsApi.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

/** A function that crashed on boot answers like this from the Supabase gateway. */
const crashedFunction: Mount = {
  handle(req, res) {
    if (downFunction === null || !req.url?.startsWith(`/functions/v1/${downFunction}`)) return false;
    res
      .writeHead(503, { 'Content-Type': 'application/json' })
      .end('{"code":"BOOT_ERROR","message":"Function failed to start"}');
    return true;
  },
};

/** A ledger of earlier voice starts that starts at `used`, so no test depends on another's runs. */
function memoryLedger(used = 0): VoiceLedger & { recorded: number } {
  const ledger = {
    recorded: 0,
    used: () => used + ledger.recorded,
    record: (count: number) => void (ledger.recorded += count),
  };
  return ledger;
}

async function check(extra: Partial<CheckLiveOptions> = {}): Promise<CheckRow[]> {
  return runChecks({
    ledger: memoryLedger(),
    site: server.url,
    supabaseUrl: server.url,
    paths: ['/', ...FLOWS.map((flow) => flow.path)],
    flows: FLOWS,
    functions: FUNCTIONS,
    secretKey: LOCAL_SECRET_KEY,
    timeoutMs: 5000,
    ...extra,
  });
}

describe('check:live', () => {
  it('passes against the local stack: pages, 404, headers, preflights, signed links that start a conversation', async () => {
    const rows = await check();
    expect(failed(rows)).toEqual([]);
    const oks = rows.filter((entry) => entry.status === 'ok').map((entry) => `${entry.check} ${entry.target}`);
    expect(oks).toEqual(
      expect.arrayContaining([
        'pages 3 of 3 routes',
        'header Content-Security-Policy',
        'header X-Frame-Options',
        'preflight send-demo-request',
        'preflight voice-signed-url',
        'webhook voice-post-call',
        'client address functions',
        'client address database',
        'captcha key captcha-challenge',
        'region global',
        'voice restaurant',
        'voice general',
      ]),
    );
    expect(rows.find((entry) => entry.check === 'unknown path')?.status).toBe('ok');
    expect(rows.find((entry) => entry.check === 'voice')?.detail).toMatch(
      /^agent_restaurant_live: signed link starts a conversation \(\d+ ms\)$/,
    );
    // Skipped: the agents (no ElevenLabs key), Strict-Transport-Security (plain http), the voice budget's use.
    expect(formatReport(rows)).toMatch(/checks: \d+ ok, 0 failed, 3 skipped\.$/);
  });

  it('confirms the address both Supabase paths see, and that neither took the forged headers', async () => {
    const rows = (await check({ connect: false })).filter((entry) => entry.check === 'client address');
    expect(rows.map((entry) => [entry.target, entry.status, entry.detail])).toEqual([
      ['functions', 'ok', 'sees 127.0.0.1 from cf-connecting-ip, not the forged headers'],
      ['database', 'ok', 'sees 127.0.0.1 from cf-connecting-ip, not the forged headers'],
    ]);
  }, 60_000);

  it('fails the database row when only the documented X-Forwarded-For reaches PostgREST', async () => {
    process.env.LOCAL_REST_CLIENT_HEADERS = 'forwarded-for';
    try {
      const lines = failed(await check({ connect: false })).map(
        (entry) => `${entry.check} ${entry.target}: ${entry.detail}`,
      );
      expect(lines).toEqual([
        'client address database: no cf-connecting-ip or x-real-ip reached the database: the contact form then limits per content only, with a wall of 2,000 inserts per 10 minutes for everyone; ask Supabase support which header carries the client address',
      ]);
    } finally {
      delete process.env.LOCAL_REST_CLIENT_HEADERS;
    }
  }, 60_000);

  it('fails both client-address rows with a key that is not the project secret key, and skips them without one', async () => {
    const wrong = failed(await check({ connect: false, secretKey: 'sb_secret_not_this_project' })).map(
      (entry) => `${entry.target}: ${entry.detail.replace(/^answered (\d+) .*?: /, 'answered $1: ')}`,
    );
    expect(wrong).toEqual([
      "functions: answered 401: the key is not one of this project's secret keys (SUPABASE_SECRET_KEY: Project Settings, API Keys)",
      "database: answered 401: the key is not one of this project's secret keys (SUPABASE_SECRET_KEY: Project Settings, API Keys)",
    ]);
    const none = (await check({ connect: false, secretKey: undefined })).filter(
      (entry) => entry.check === 'client address',
    );
    expect(none.map((entry) => entry.status)).toEqual(['skip']);
  }, 60_000);

  it('fails with clear lines when the voice function is down', async () => {
    downFunction = 'voice-signed-url';
    try {
      const lines = failed(await check()).map((entry) => `${entry.check} ${entry.target}: ${entry.detail}`);
      expect(lines).toEqual([
        'preflight voice-signed-url: answered 503: the function is down (supabase functions logs voice-signed-url, then deploy it again)',
        'voice restaurant: agent_restaurant_live: voice-signed-url answered 503 {"code":"BOOT_ERROR","message":"Function failed to start"}: the function is down (supabase functions logs voice-signed-url)',
        'voice general: agent_general_live: voice-signed-url answered 503 {"code":"BOOT_ERROR","message":"Function failed to start"}: the function is down (supabase functions logs voice-signed-url)',
      ]);
    } finally {
      downFunction = null;
    }
  });

  it('fails the webhook row when voice-post-call does not refuse an unsigned delivery with 401', async () => {
    downFunction = 'voice-post-call';
    try {
      const lines = failed(await check({ connect: false })).map(
        (entry) => `${entry.check} ${entry.target}: ${entry.detail}`,
      );
      expect(lines).toEqual([
        'webhook voice-post-call: an unsigned delivery got 503 {"code":"BOOT_ERROR","message":"Function failed to start"}: expected 401 signature_missing (supabase functions logs voice-post-call)',
      ]);
    } finally {
      downFunction = null;
    }
  }, 60_000);

  it('signs at most --voice-starts links, and none once its own runs used half the per-address limit', async () => {
    const ledger = memoryLedger();
    const one = await check({ voiceStarts: 1, connect: false, ledger });
    const voice = one.filter((entry) => entry.check === 'voice');
    expect(failed(one)).toEqual([]);
    expect(voice.filter((entry) => entry.detail.includes('signed link to ws://'))).toHaveLength(1);
    expect(voice.filter((entry) => entry.detail.includes('no link signed this run'))).toHaveLength(1);
    expect(ledger.recorded).toBe(1);

    const spent = memoryLedger(15);
    const none = await check({ connect: false, ledger: spent });
    expect(failed(none)).toEqual([]);
    expect(spent.recorded).toBe(0);
    for (const entry of none.filter((candidate) => candidate.check === 'voice')) {
      expect(entry.detail).toContain('already used 15 of the 15 voice starts check:live allows itself');
    }
  }, 60_000);

  it('fails an agent that does not allow an override its flow sends', async () => {
    const flowOverrides = { restaurant: ['conversation.text_only', 'agent.language', 'agent.first_message'] };
    const rows = await check({
      agentsApi: { apiKey: 'test-key', baseUrl: agentsApiUrl },
      flowOverrides,
      connect: false,
    });
    expect(rows.find((entry) => entry.check === 'agent' && entry.target === 'restaurant')).toEqual({
      check: 'agent',
      target: 'restaurant',
      status: 'FAIL',
      detail:
        'agent_restaurant_live does not allow the overrides agent.language, agent.first_message the site sends: push it again (npm run agents:push)',
    });
  }, 60_000);

  it('fails with a clear line for an agent missing from the workspace', async () => {
    const rows = await check({ agentsApi: { apiKey: 'test-key', baseUrl: agentsApiUrl } });
    expect(rows.filter((entry) => entry.check === 'agent')).toEqual([
      {
        check: 'agent',
        target: 'restaurant',
        status: 'ok',
        detail: 'agent_restaurant_live exists, requires signed links, allows conversation.text_only',
      },
      {
        check: 'agent',
        target: 'general',
        status: 'FAIL',
        detail:
          'agent_general_live does not exist in the workspace of ELEVENLABS_API_KEY: push it (npm run agents:push) and rebuild',
      },
    ]);
  }, 60_000); // the ElevenLabs SDK is large to load on a busy machine

  it('with --env, fails a page that calls another agent than the environment pushed', async () => {
    const pushedAgents = {
      file: 'industries/agents/production.yaml',
      ids: { restaurant: { id: 'agent_restaurant_live', hash: 'h' }, general: { id: 'agent_general_new', hash: 'h' } },
    };
    const lines = failed(await check({ pushedAgents, connect: false })).map(
      (entry) => `${entry.target}: ${entry.detail}`,
    );
    expect(lines).toEqual([
      'general: /demo calls agent_general_live but industries/agents/production.yaml has agent_general_new: build and upload again',
    ]);
  }, 60_000); // each signed link needs a solved proof of work first, as in the browser
});
