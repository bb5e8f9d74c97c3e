// The simulator's agents API, driven by the official SDK the way agents:push drives it, and by plain
// HTTP for the errors the SDK would hide.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_DEFAULTS } from '../src/rest-api/api-defaults.ts';
import { createFileAgentStore } from '../src/rest-api/agent-store.ts';
import { ELEVENLABS_API_PREFIX } from '../src/index.ts';
import { startHarness, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

const conversationConfig = {
  agent: { firstMessage: 'Hello {{caller_name}}', language: 'en', prompt: { prompt: 'You are a receptionist.' } },
  tts: { voiceId: 'cjVigY5qzO86Huf0OWal', modelId: 'eleven_flash_v2' as const },
  conversation: { maxDurationSeconds: 120 },
};

describe('local ElevenLabs agents API', () => {
  let h: Harness;
  let api: string;
  let client: ElevenLabsClient;
  beforeEach(async () => {
    h = await startHarness();
    api = `${h.baseUrl}${ELEVENLABS_API_PREFIX}`;
    client = new ElevenLabsClient({ apiKey: 'test', baseUrl: api, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  it('creates, gets, lists and updates an agent through the SDK, answering what it sent with the defaults filled in', async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: 'Front desk',
      tags: ['website'],
      conversationConfig,
      platformSettings: { auth: { enableAuth: true }, callLimits: { agentConcurrencyLimit: 2, dailyLimit: 10 } },
    });
    expect(agentId).toMatch(/^agent_[0-9a-z]{26}$/);

    const raw = (await (
      await fetch(`${api}/v1/convai/agents/${agentId}`, { headers: { 'xi-api-key': 'k' } })
    ).json()) as {
      conversation_config: Record<string, Record<string, unknown>>;
      platform_settings: Record<string, Record<string, unknown>>;
    };
    expect(raw.conversation_config).toMatchObject({
      agent: { first_message: 'Hello {{caller_name}}', language: 'en', prompt: { prompt: 'You are a receptionist.' } },
      tts: { voice_id: 'cjVigY5qzO86Huf0OWal', model_id: 'eleven_flash_v2' },
      conversation: { max_duration_seconds: 120 },
    });
    expect(raw.platform_settings).toMatchObject({
      auth: { enable_auth: true },
      call_limits: { agent_concurrency_limit: 2, daily_limit: 10 },
    });
    // As the API answers: the fields not sent come back with the server's defaults (api-defaults.ts).
    const defaults = (path: keyof typeof API_DEFAULTS.agent): Record<string, unknown> =>
      API_DEFAULTS.agent[path].defaults;
    expect(raw.platform_settings.call_limits).toHaveProperty(
      'bursting_enabled',
      defaults('platform_settings.call_limits').bursting_enabled,
    );
    expect(raw.conversation_config.agent!.prompt).toMatchObject(
      Object.fromEntries(
        Object.entries(defaults('conversation_config.agent.prompt')).filter(([key]) => key !== 'prompt'),
      ),
    );
    expect(raw.conversation_config.tts).toHaveProperty('stability', defaults('conversation_config.tts').stability);

    const fetched = await client.conversationalAi.agents.get(agentId);
    expect(fetched).toMatchObject({ agentId, name: 'Front desk', tags: ['website'] });
    expect(fetched.conversationConfig.agent?.firstMessage).toBe('Hello {{caller_name}}');

    const listed = await client.conversationalAi.agents.list({ search: 'front' });
    expect(listed.agents.map((agent) => agent.agentId)).toEqual([agentId]);
    expect(listed.hasMore).toBe(false);

    const updated = await client.conversationalAi.agents.update(agentId, {
      conversationConfig: { agent: { firstMessage: 'Good morning {{caller_name}}' } },
    });
    // PATCH changes what it names and keeps the rest.
    expect(updated.conversationConfig.agent).toMatchObject({
      firstMessage: 'Good morning {{caller_name}}',
      language: 'en',
    });
    expect(updated.conversationConfig.conversation?.maxDurationSeconds).toBe(120);
  });

  it('answers like ElevenLabs without a key, for an unknown agent and for an invalid config', async () => {
    const noKey = await fetch(`${api}/v1/convai/agents`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({
      detail: {
        status: 'needs_authorization',
        message: 'Neither authorization header nor xi-api-key received, please provide one.',
      },
    });

    await expect(client.conversationalAi.agents.get('agent_missing')).rejects.toMatchObject({ statusCode: 404 });

    await expect(
      client.conversationalAi.agents.create({
        conversationConfig: { ...conversationConfig, tts: { modelId: 'eleven_flash_v2_5' } },
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      body: {
        detail: [expect.objectContaining({ msg: 'Value error, English Agents must use turbo or flash v2.' })],
      },
    });
    const noConfig = await fetch(`${api}/v1/convai/agents/create`, {
      method: 'POST',
      headers: { 'xi-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(noConfig.status).toBe(422);
  });

  it('signs conversation links for its agents and refuses unknown ones once it holds any', async () => {
    const signed = await fetch(`${api}/v1/convai/conversation/get-signed-url?agent_id=agent_placeholder`, {
      headers: { 'xi-api-key': 'k' },
    });
    // Nothing pushed yet: any id is answered, as before agents existed.
    expect(((await signed.json()) as { signed_url: string }).signed_url).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/v1\/convai\/conversation\?agent_id=agent_placeholder&conversation_signature=sim_/,
    );

    const { agentId } = await client.conversationalAi.agents.create({ conversationConfig });
    const url = `${api}/v1/convai/conversation/get-signed-url?agent_id=`;
    expect((await fetch(`${url}${agentId}`, { headers: { 'xi-api-key': 'k' } })).status).toBe(200);
    const unknown = await fetch(`${url}agent_placeholder`, { headers: { 'xi-api-key': 'k' } });
    expect(unknown.status).toBe(404);
    expect(h.sim.signedUrl('agent_placeholder', h.baseUrl)).toBeNull();
  });
});

describe('file agent store', () => {
  it('keeps agents across store instances, as across server restarts', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sim-agents-')), 'agents.json');
    const agent = {
      agent_id: 'agent_a',
      name: 'A',
      conversation_config: {},
      platform_settings: {},
      tags: [],
      metadata: { created_at_unix_secs: 1, updated_at_unix_secs: 1 },
    };
    createFileAgentStore(path).put(agent);
    const reopened = createFileAgentStore(path);
    expect(reopened.get('agent_a')).toEqual(agent);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveLength(1);
    expect(reopened.delete('agent_a')).toBe(true);
    expect(createFileAgentStore(path).list()).toEqual([]);
  });
});
