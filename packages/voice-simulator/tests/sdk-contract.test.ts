// The local ElevenLabs takes its strictness from the installed SDK: a field the SDK's declarations mark
// replaced or deprecated is refused with a 422 that names it and its replacement, the tools API keeps
// tool records, and an SDK upgrade that deprecates a field agents:push sends turns these tests red.
import { readFileSync } from 'node:fs';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ELEVENLABS_API_PREFIX } from '../src/index.ts';
import { WIRE_MODELS } from '../src/contract/sdk-bodies.ts';
import { sdkContract } from '../src/contract/sdk-deprecations.ts';
import { wire } from '../../../scripts/ops/agents/compare.ts';
import { flowTestRequests, toolRequests } from '../../../scripts/ops/agents/derive-tests.ts';
import { deriveAgentConfig } from '../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../scripts/ops/agents/flows.ts';
import { fixtureSite } from '../../../tests/unit/fixture-site.ts';
import { startHarness, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

const conversationConfig = {
  agent: { firstMessage: 'Hello', language: 'en', prompt: { prompt: 'You are a receptionist.' } },
  tts: { voiceId: 'cjVigY5qzO86Huf0OWal', modelId: 'eleven_flash_v2' as const },
};
const clientTool = { type: 'client', name: 'show_booking_link', description: 'Shows the booking button.' };

describe('the SDK contract of the local ElevenLabs', () => {
  let h: Harness;
  let api: string;
  let sdk: ElevenLabsClient;
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'xi-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  beforeEach(async () => {
    h = await startHarness();
    api = `${h.baseUrl}${ELEVENLABS_API_PREFIX}`;
    sdk = new ElevenLabsClient({ apiKey: 'test', baseUrl: api, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  it('refuses inline prompt.tools with a 422 naming the field and tool_ids', async () => {
    const response = await post('/v1/convai/agents/create', {
      conversation_config: { agent: { prompt: { prompt: 'x', tools: [clientTool] } } },
    });
    expect(response.status).toBe(422);
    const { detail } = (await response.json()) as { detail: Array<{ loc: unknown[]; msg: string }> };
    expect(detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'conversation_config', 'agent', 'prompt', 'tools'],
        msg: expect.stringMatching(
          /^Value error, conversation_config\.agent\.prompt\.tools is deprecated: use tool_ids/,
        ),
      }),
    );
  });

  it('refuses a deprecated tool field, and keeps tool records the agents list by id', async () => {
    const refused = await post('/v1/convai/tools', { tool_config: { ...clientTool, disable_interruptions: true } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(
      'disable_interruptions is deprecated: use interruption_mode',
    );

    const tool = await sdk.conversationalAi.tools.create({ toolConfig: clientTool as never });
    // As the API answers: the server's defaults filled in (api-defaults.ts).
    expect(await sdk.conversationalAi.tools.get(tool.id)).toMatchObject({
      id: tool.id,
      toolConfig: { ...clientTool, responseTimeoutSecs: 20, expectsResponse: false },
    });
    const { agentId } = await sdk.conversationalAi.agents.create({
      conversationConfig: { ...conversationConfig, agent: { prompt: { prompt: 'x', toolIds: [tool.id] } } },
    });
    await sdk.conversationalAi.tools.create({ toolConfig: { ...clientTool, name: 'other' } as never });
    const used = await sdk.conversationalAi.tools.list({ search: 'show', usedByAgentId: agentId });
    expect(used.tools.map((one) => one.id)).toEqual([tool.id]);
    expect((await sdk.conversationalAi.tools.list({ search: 'zzz' })).tools).toEqual([]);
    await sdk.conversationalAi.tools.update(tool.id, { toolConfig: { ...clientTool, description: 'New.' } as never });
    expect((await sdk.conversationalAi.tools.get(tool.id)).toolConfig).toMatchObject({ description: 'New.' });
    const gone = await fetch(`${api}/v1/convai/tools/tool_missing`, { headers: { 'xi-api-key': 'k' } });
    expect(gone.status).toBe(404);
  });

  it('refuses a Spanish preset on an English-only voice model, naming the model and the language', async () => {
    const response = await post('/v1/convai/agents/create', {
      conversation_config: {
        agent: { language: 'en', prompt: { prompt: 'x' } },
        tts: { model_id: 'eleven_flash_v2' },
        language_presets: { es: { overrides: { agent: { language: 'es' } } } },
      },
    });
    expect(response.status).toBe(422);
    const text = JSON.stringify(await response.json());
    expect(text).toContain('language_presets');
    expect(text).toContain('the voice model eleven_flash_v2 does not speak es');
  });
});

describe('deprecations read from the SDK declarations', () => {
  const { flows } = loadFlows(process.cwd(), fixtureSite());
  /** Every body agents:push and the tests push send, as the SDK writes them, by the model that takes it. */
  const sentBodies = (): Array<[keyof typeof WIRE_MODELS, unknown]> =>
    flows
      .filter((flow) => flow.demo.agent)
      .flatMap((flow) => [
        ['createAgent', wire.agentRequest(deriveAgentConfig(flow, ['tool_1'])!)] as [keyof typeof WIRE_MODELS, unknown],
        ...toolRequests(flow.demo.agent!).map(
          (tool) => ['createTool', wire.toolRequest(tool)] as [keyof typeof WIRE_MODELS, unknown],
        ),
        ...flowTestRequests(flow).map(
          (test) =>
            ['createTest', { type: 'simulation', ...(toSnake(test) as object) }] as [keyof typeof WIRE_MODELS, unknown],
        ),
      ]);
  const deprecatedSent = (contract: ReturnType<typeof sdkContract>) =>
    sentBodies().flatMap(([model, body]) =>
      contract
        .deprecatedIn(WIRE_MODELS[model][1], body)
        .map((entry) => entry.path.filter((key) => typeof key === 'string').join('.')),
    );

  it('finds none in what agents:push sends with the installed SDK', () => {
    expect(deprecatedSent(sdkContract())).toEqual([]);
  });

  it('names a field we send once an SDK upgrade marks it deprecated', () => {
    // The upgrade, as a fixture: ConversationConfigOutput's declaration gains a deprecation on a field we send.
    const upgraded = sdkContract((path) => {
      const text = readFileSync(path, 'utf8');
      if (!path.endsWith('/api/types/ConversationConfigOutput.d.ts')) return text;
      return text.replace(
        /\/\*\*[^*]*\*\/\s*maxDurationSeconds\?/,
        '/** @deprecated use max_call_seconds instead */\n    maxDurationSeconds?',
      );
    });
    const found = deprecatedSent(upgraded);
    expect(found).toContain('conversation_config.conversation.max_duration_seconds');
    const entry = upgraded
      .deprecatedFields(WIRE_MODELS.createAgent[1])
      .find((one) => one.path.join('.') === 'conversation_config.conversation.max_duration_seconds');
    expect(entry?.replacement).toBe('max_call_seconds');
  });

  it('lists the replaced fields of the request types agents:push uses', () => {
    const fields = sdkContract()
      .deprecatedFields(WIRE_MODELS.createAgent[1])
      .map((entry) => entry.path.join('.'));
    expect(fields).toContain('conversation_config.agent.prompt.tools');
  });
});

/** The simulation test's request as the SDK writes it: camelCase keys in snake_case. */
function toSnake(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSnake);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        key === 'dynamicVariables' ? item : toSnake(item),
      ]),
    );
  }
  return value;
}
