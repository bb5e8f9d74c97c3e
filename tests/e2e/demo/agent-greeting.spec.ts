// A pushed agent, end to end: `npm run agents:push` creates the agents at the local ElevenLabs that the
// dev server serves, writes their ids where the build reads them, the page calls the pushed agent, and
// the agent greets the visitor by name with the first message from its YAML. The suite starts its own
// dev server on a copy of the content: pushing makes the simulator strict (it refuses the placeholder
// ids the other suites call), and the production build cannot pick up new ids without rebuilding.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect } from '@playwright/test';
import { test } from '../support.ts';
import { parse } from 'yaml';
import { loadFlows } from '../../../scripts/ops/agents/flows.ts';
import { startDevServer, type DevServer } from '../dev-server.ts';
import type { SimSessionRecord } from '@harbourline/voice-simulator';
import { expectLive, submitDetails, visitor } from './helpers.ts';
import { LOCAL_BOOKING_SECRET } from '../../../scripts/local-stack/supabase/backend-options.ts';

/** The dev server compiles each module on first request; a busy machine needs more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 30_000 });
const ENV = 'e2e';

test.describe('a pushed voice agent', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let server: DevServer;
  let contentDir: string;
  let baseURL: string;
  let pushed = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The copy brings industries/agents/ along (without ids for SITE_ENV=e2e): the dev server watches a
    // folder that exists when it starts. SITE_ENV=e2e has no ids file yet: the dev server shows the
    // checker's message until the push, so readiness is the simulator's answer.
    server = await startDevServer({
      content: 'industries',
      name: 'agent-greeting',
      readyPath: '/__sim/sessions',
      env: { SITE_ENV: ENV },
    });
    ({ contentDir, baseURL } = server);
    expect(server.output()).toContain(`Local ElevenLabs API: ${baseURL}/__sim/elevenlabs`);

    const push = spawnSync(process.execPath, ['scripts/ops/agents/push-cli.ts', '--env', ENV], {
      env: {
        ...process.env,
        CONTENT_DIR: contentDir,
        ELEVENLABS_API_URL: `${baseURL}/__sim/elevenlabs`,
        ELEVENLABS_API_KEY: 'e2e',
        // The booking flows' tools call the dev server's voice-booking with the local stack's tools' secret.
        SUPABASE_URL: baseURL,
        VOICE_BOOKING_SECRET: LOCAL_BOOKING_SECRET,
      },
      encoding: 'utf8',
    });
    pushed = push.stdout + push.stderr;
    expect(push.status, pushed).toBe(0);
  });

  test.afterEach(() => {
    const info = test.info();
    if (info.status !== info.expectedStatus) console.log(`Dev server output:\n${server?.output()}\nPush:\n${pushed}`);
  });

  test.afterAll(async () => await server?.stop());

  test('greets the visitor by name with the first message of the agent pushed for the flow', async ({
    page,
    request,
  }) => {
    const ids = parse(readFileSync(join(contentDir, 'agents', `${ENV}.yaml`), 'utf8')) as Record<
      string,
      { id: string }
    >;
    const flows = loadFlows(process.cwd()).flows;
    const restaurant = flows.find((flow) => flow.slug === 'restaurant')!;
    const agentId = ids.restaurant!.id;
    expect(pushed).toMatch(new RegExp(`create\\s+restaurant\\s+${agentId}`));

    // The push writes the ids file once per agent and the dev server reloads the content on each write.
    // Wait until it serves the id written last, so no reload arrives while the visitor types.
    const [lastSlug, last] = Object.entries(ids).at(-1)!;
    for (const [path, id] of [
      [flows.find((flow) => flow.slug === lastSlug)!.demo.path, last.id],
      [restaurant.demo.path, agentId],
    ] as const) {
      await expect
        // A request that lands while the server reloads the content may be cut off: that is "not yet".
        .poll(async () => (await (await fetch(`${baseURL}${path}`).catch(() => null))?.text())?.includes(id) ?? false, {
          timeout: 60_000,
        })
        .toBe(true);
    }

    // As DEPLOY.md: new agents are refused until the allow-list is regenerated and the functions are
    // redeployed. The content copy cannot rewrite the repository's generated file, so the deploy names them.
    const deploy = await request.post(`${baseURL}/__backend/deploy`, {
      data: { extraAgentIds: Object.values(ids).map((entry) => entry.id) },
    });
    expect(deploy.status()).toBe(200);

    const person = visitor('agent');
    await page.goto(`${baseURL}${restaurant.demo.path}`);
    await expect(page.getByRole('button', { name: restaurant.demo.submit.label })).toBeEnabled();
    await submitDetails(page, restaurant.demo, person);
    await expectLive(page, restaurant.demo);

    const greeting = restaurant.demo.agent!.firstMessage.replaceAll('{{caller_name}}', person.name);
    await expect(page.getByRole('log')).toContainText(greeting);

    const records = (await (await request.get(`${baseURL}/__sim/sessions`)).json()) as SimSessionRecord[];
    const call = records.findLast((record) => record.init?.dynamicVariables.user_email === person.email);
    expect(call).toMatchObject({
      agentId,
      agent: { name: restaurant.demo.agent!.name },
      signature: expect.any(String),
    });
  });
});
