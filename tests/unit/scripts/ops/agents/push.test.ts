// npm run agents:push against the local ElevenLabs, through the official SDK: create, then nothing to
// do, then an update after a YAML edit, a dry run that changes nothing, and the ids where the build
// reads them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFlows } from '../../../../../scripts/ops/agents/flows.ts';
import { pushAgents, type AgentsClient, type PushItem } from '../../../../../scripts/ops/agents/push.ts';
import { readAgentIds } from '../../../../../scripts/content-engine/agent-ids.ts';
import { loadContent } from '../../../../../scripts/content-engine/load.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { copyContent, edit } from '../../../support/content.ts';
import { startHarness, type Harness } from '../../../support/voice-sim-harness.ts';

/** Each flow's action; flows without an agent block (a newly added industry, say) are skipped and left out. */
const actions = (items: PushItem[]) =>
  Object.fromEntries(
    items.filter((item) => item.agentId !== null || item.action !== 'skip').map((item) => [item.slug, item.action]),
  );
const all = (slugs: string[], action: PushItem['action']) => Object.fromEntries(slugs.map((slug) => [slug, action]));

describe('agents:push', () => {
  let h: Harness;
  let dir: string;
  let slugs: string[];
  let sdk: ElevenLabsClient;
  /** The SDK's agents client, recording which calls a push made. */
  let client: AgentsClient;
  let calls: string[];
  const idsPath = () => join(dir, 'agents', 'test.yaml');
  const push = (dryRun = false) =>
    pushAgents({
      root: dir,
      contentDir: dir,
      env: 'test',
      client: { agents: client, tools: sdk.conversationalAi.tools },
      dryRun,
    });

  beforeEach(async () => {
    h = await startHarness();
    dir = copyContent();
    // The flows that define an agent: a new industry file may not have one yet.
    slugs = loadFlows(dir, dir)
      .flows.filter((flow) => flow.demo.agent)
      .map((flow) => flow.slug);
    sdk = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
    calls = [];
    const agents = sdk.conversationalAi.agents;
    client = {
      create: (request) => (calls.push('create'), agents.create(request)),
      get: (agentId) => (calls.push('get'), agents.get(agentId)),
      update: (agentId, request) => (calls.push('update'), agents.update(agentId, request)),
    };
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await h.stop();
  });

  it('creates every agent, then skips them all, then updates only the edited one', async () => {
    const created = await push();
    expect(created.problems).toEqual([]);
    expect(actions(created.items)).toEqual(all(slugs, 'create'));
    const ids = readAgentIds(dir, 'test', dir);
    expect([...ids.entries.keys()].sort()).toEqual([...slugs].sort());
    for (const item of created.items.filter((candidate) => slugs.includes(candidate.slug))) {
      expect(ids.entries.get(item.slug)?.id).toBe(item.agentId);
      expect(h.sim.signedUrl(item.agentId!, h.baseUrl)).not.toBeNull();
    }
    expect(readFileSync(idsPath(), 'utf8')).toMatch(/^# Voice agent ids for the "test" environment/);

    // Someone annotates the file; pushes keep the note.
    writeFileSync(
      idsPath(),
      readFileSync(idsPath(), 'utf8').replace(/^restaurant:/m, '# Launched 3 March.\nrestaurant:'),
    );
    calls = [];
    const again = await push();
    expect(actions(again.items)).toEqual(all(slugs, 'unchanged'));
    expect(calls.filter((call) => call !== 'get')).toEqual([]);

    edit(dir, 'restaurant.yaml', '    language: en\n', '    language: en\n    maxCallsPerDay: 150\n');
    const before = readFileSync(idsPath(), 'utf8');
    const plan = await push(true);
    expect(actions(plan.items)).toEqual({ ...all(slugs, 'unchanged'), restaurant: 'update' });
    expect(readFileSync(idsPath(), 'utf8')).toBe(before);

    calls = [];
    const updated = await push();
    expect(actions(updated.items)).toEqual({ ...all(slugs, 'unchanged'), restaurant: 'update' });
    expect(calls.filter((call) => call !== 'get')).toEqual(['update']);
    const restaurantId = ids.entries.get('restaurant')!.id;
    const agent = await sdk.conversationalAi.agents.get(restaurantId);
    expect(agent.platformSettings?.callLimits?.dailyLimit).toBe(150);
    const after = readAgentIds(dir, 'test', dir).entries.get('restaurant')!;
    expect(after.id).toBe(restaurantId);
    expect(after.hash).not.toBe(ids.entries.get('restaurant')!.hash);
    expect(readFileSync(idsPath(), 'utf8')).toContain('# Launched 3 March.\nrestaurant:');
  });

  it('plans a first push without touching anything', async () => {
    const plan = await pushAgents({ root: dir, contentDir: dir, env: 'test', client: null, dryRun: true });
    expect(actions(plan.items)).toEqual(all(slugs, 'create'));
    const withApi = await push(true);
    expect(actions(withApi.items)).toEqual(all(slugs, 'create'));
    expect(calls).not.toContain('create');
    expect(existsSync(idsPath())).toBe(false);
    expect(h.sim.signedUrl('anything', h.baseUrl)).not.toBeNull(); // still nothing pushed
  });

  it('creates an agent again when it no longer exists at ElevenLabs', async () => {
    await push();
    const gone = readAgentIds(dir, 'test', dir).entries.get('trades')!.id;
    await sdk.conversationalAi.agents.delete(gone);
    const result = await push();
    const trades = result.items.find((item) => item.slug === 'trades')!;
    expect(trades).toMatchObject({ action: 'create', note: `${gone} no longer exists` });
    expect(readAgentIds(dir, 'test', dir).entries.get('trades')!.id).toBe(trades.agentId);
  });

  it('puts the pushed ids where the build reads them', async () => {
    await push();
    vi.stubEnv('SITE_ENV', 'test');
    const { registry, problems } = loadContent({ root: dir, contentDir: dir });
    expect(problems).toEqual([]);
    const ids = readAgentIds(dir, 'test', dir);
    for (const slug of slugs) {
      const data = registry!.routes.find((route) => route.key === `demo/${slug}`)?.data;
      expect(data?.kind === 'demo' && data.demo.agentId, slug).toBe(ids.entries.get(slug)!.id);
    }
  });

  it('puts back a dashboard edit of a field the YAML sets, and reads the agent to know it', async () => {
    await push();
    const id = readAgentIds(dir, 'test', dir).entries.get('restaurant')!.id;
    const yamlPrompt = (await sdk.conversationalAi.agents.get(id)).conversationConfig.agent?.prompt?.prompt;
    await sdk.conversationalAi.agents.update(id, {
      conversationConfig: { agent: { prompt: { prompt: 'Edited in the dashboard.' } } },
      platformSettings: { queueingConfig: { enabled: true } },
    });

    const plan = await push(true);
    const planned = plan.items.find((item) => item.slug === 'restaurant')!;
    expect(planned.action).toBe('update');
    expect(planned.changes?.map((change) => change.path).sort()).toEqual([
      'conversation_config.agent.prompt.prompt',
      'platform_settings.queueing_config.enabled',
    ]);
    expect(planned.changes?.find((change) => change.path.endsWith('prompt'))).toMatchObject({
      live: 'Edited in the dashboard.',
      wanted: yamlPrompt,
    });
    // The dry run changed nothing.
    expect((await sdk.conversationalAi.agents.get(id)).conversationConfig.agent?.prompt?.prompt).toBe(
      'Edited in the dashboard.',
    );

    const pushed = await push();
    expect(actions(pushed.items)).toEqual({ ...all(slugs, 'unchanged'), restaurant: 'update' });
    const live = await sdk.conversationalAi.agents.get(id);
    expect(live.conversationConfig.agent?.prompt?.prompt).toBe(yamlPrompt);
    expect(live.platformSettings?.queueingConfig).toEqual({ enabled: false, waitTimeoutSeconds: 60 });
  });

  it('keeps each client tool as a record the agent lists by id, and puts back a dashboard edit of it', async () => {
    await push();
    const id = readAgentIds(dir, 'test', dir).entries.get('restaurant')!.id;
    const prompt = (await sdk.conversationalAi.agents.get(id)).conversationConfig.agent?.prompt;
    expect(prompt).not.toHaveProperty('tools');
    const [toolId] = prompt?.toolIds ?? [];
    const tool = await sdk.conversationalAi.tools.get(toolId!);
    expect(tool.toolConfig).toMatchObject({ type: 'client', name: 'show_booking_link' });
    await sdk.conversationalAi.tools.update(toolId!, {
      toolConfig: { type: 'client', name: 'show_booking_link', description: 'Edited in the dashboard.' },
    });

    const pushed = await push();
    const restaurant = pushed.items.find((item) => item.slug === 'restaurant')!;
    expect(restaurant.tools).toEqual([
      expect.objectContaining({ name: 'show_booking_link', action: 'update', id: toolId }),
    ]);
    expect(restaurant.tools![0]!.changes!.map((change) => change.path)).toEqual([
      'tool show_booking_link: tool_config.description',
    ]);
    const quiet = await push();
    expect(actions(quiet.items)).toEqual(all(slugs, 'unchanged'));
    expect(quiet.items.flatMap((item) => item.tools ?? []).every((one) => one.action === 'unchanged')).toBe(true);
  });

  it('rolls the live agent back when industries/ is restored with its old ids file', async () => {
    await push();
    const id = readAgentIds(dir, 'test', dir).entries.get('trades')!.id;
    const original = (await sdk.conversationalAi.agents.get(id)).conversationConfig.agent?.prompt?.prompt;
    const oldYaml = readFileSync(join(dir, 'trades.yaml'), 'utf8');
    const oldIds = readFileSync(idsPath(), 'utf8');
    edit(dir, 'trades.yaml', '    prompt: |\n', '    prompt: |\n      Always mention the winter special.\n');
    await push();
    expect((await sdk.conversationalAi.agents.get(id)).conversationConfig.agent?.prompt?.prompt).toContain(
      'winter special',
    );

    // git checkout <tag> -- industries: the YAML and the ids file (with the old hash) come back together.
    writeFileSync(join(dir, 'trades.yaml'), oldYaml);
    writeFileSync(idsPath(), oldIds);
    const rolledBack = await push();
    expect(rolledBack.items.find((item) => item.slug === 'trades')).toMatchObject({ action: 'update', agentId: id });
    expect((await sdk.conversationalAi.agents.get(id)).conversationConfig.agent?.prompt?.prompt).toBe(original);
  });

  it('with --no-create refuses to create an agent and creates none', async () => {
    const result = await pushAgents({
      root: dir,
      contentDir: dir,
      env: 'test',
      client: { agents: client, tools: sdk.conversationalAi.tools },
      noCreate: true,
    });
    expect(result.items.filter((item) => slugs.includes(item.slug)).every((item) => item.action === 'failed')).toBe(
      true,
    );
    expect(result.items.find((item) => item.slug === 'trades')?.note).toContain('--no-create');
    expect(calls).not.toContain('create');
    expect(existsSync(idsPath())).toBe(false);
  });

  it('reports a failed call per flow and goes on with the others', async () => {
    await push();
    edit(dir, 'trades.yaml', '    language: en\n', '    language: es\n');
    // The simulator, like ElevenLabs, refuses a Spanish agent on the English-only voice model.
    const broken: AgentsClient = {
      ...client,
      update: (agentId, request) =>
        client.update(agentId, {
          ...request,
          conversationConfig: { ...request.conversationConfig, tts: { modelId: 'eleven_flash_v2' } },
        }),
    };
    const result = await pushAgents({
      root: dir,
      contentDir: dir,
      env: 'test',
      client: { agents: broken, tools: sdk.conversationalAi.tools },
    });
    const trades = result.items.find((item) => item.slug === 'trades')!;
    expect(trades.action).toBe('failed');
    expect(trades.note).toContain('HTTP 422');
    expect(trades.note).toContain('Non-english Agents must use turbo or flash v2_5.');
    expect(result.items.filter((item) => item.action === 'failed')).toHaveLength(1);
  });
});
