// Conversations with pushed agents: greeted with the agent's first message, in its language, ended at
// its maximum duration, and refused where ElevenLabs refuses.
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveAgentConfig, flowHash } from '../../../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../../../scripts/ops/agents/flows.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { fixtureSite } from '../../../fixture-site.ts';
import { eventually, startHarness, TestClient, type Harness } from '../../../support/voice-sim-harness.ts';

const restaurant = loadFlows(process.cwd(), fixtureSite()).flows.find((flow) => flow.slug === 'restaurant')!;
const restaurantConfig = deriveAgentConfig(restaurant)!;

describe('conversations with a pushed agent', () => {
  let h: Harness;
  let client: ElevenLabsClient;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2026, 0, 5, 9);
    h = await startHarness({ now: () => clock });
    client = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  /** Pushes the restaurant flow's agent, with changes, and returns its id. */
  async function push(change: (config: typeof restaurantConfig) => void = () => {}): Promise<string> {
    const config = structuredClone(restaurantConfig);
    change(config);
    return (await client.conversationalAi.agents.create(config)).agentId;
  }

  /** Connects with a signed link, as the page does, and sends the init data. */
  async function call(agentId: string, init: Record<string, unknown> = {}): Promise<TestClient> {
    const client = await TestClient.connect(h.sim.signedUrl(agentId, h.baseUrl)!);
    client.send({
      type: 'conversation_initiation_client_data',
      dynamic_variables: { caller_name: 'Jane', user_email: 'j@x.io', user_phone: '', user_company: 'Acme' },
      ...init,
    });
    return client;
  }

  it('greets with the agent first message, its variables filled in', async () => {
    const agentId = await push();
    const conversation = await call(agentId);
    const [greeting] = await conversation.waitFor('agent_response');
    expect(greeting?.agent_response_event.agent_response).toBe(
      restaurant.demo.agent!.firstMessage.replace('{{caller_name}}', 'Jane'),
    );
    expect(h.latest().agent).toEqual({
      agentId,
      name: restaurant.demo.agent!.name,
      language: 'en',
      maxDurationSeconds: 300,
    });
    expect(flowHash(restaurant)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers in the agent language', async () => {
    const agentId = await push((config) => {
      config.conversationConfig.agent!.language = 'es';
      config.conversationConfig.tts!.modelId = 'eleven_flash_v2_5';
    });
    const conversation = await call(agentId, { conversation_config_override: { conversation: { text_only: true } } });
    await conversation.waitFor('agent_response');
    conversation.send({ type: 'user_message', text: 'Hola' });
    const responses = await conversation.waitFor('agent_response', 2);
    expect(responses[1]?.agent_response_event.agent_response).toMatch(/^\(simulado\) Ha dicho: "Hola"/);
    expect(h.latest().language).toBe('es');
  });

  it('ends the call at the maximum duration, as the agent ending it', async () => {
    const agentId = await push((config) => {
      config.conversationConfig.conversation!.maxDurationSeconds = 1;
    });
    const conversation = await call(agentId);
    await conversation.waitFor('agent_response');
    expect(await conversation.closed).toEqual({ code: 1000, reason: 'Maximum conversation duration reached' });
  });

  it('allows the text-only override the page sends and refuses any other, with ElevenLabs reason', async () => {
    const agentId = await push();
    const typed = await call(agentId, {
      // The SDK sends empty agent and tts objects with every override.
      conversation_config_override: { agent: {}, tts: {}, conversation: { text_only: true } },
    });
    await typed.waitFor('agent_response');
    expect(h.latest().textOnly).toBe(true);

    // first_message is allowed since voice-call-me sends the phone first message (issue 40); the voice is not.
    const overridden = await call(agentId, {
      conversation_config_override: { tts: { voice_id: 'cgSgspJ2msm6clMCkdW9' } },
    });
    expect(await overridden.closed).toEqual({
      code: 1008,
      reason: "Override for field 'voice_id' is not allowed by config.",
    });
    expect(overridden.ofType('agent_response')).toEqual([]);
  });

  it('takes a signed link that names its conversation once: a reconnect with it is refused', async () => {
    const agentId = await push();
    const response = await fetch(
      `${h.baseUrl}${ELEVENLABS_API_PREFIX}/v1/convai/conversation/get-signed-url?agent_id=${agentId}&include_conversation_id=true`,
      { headers: { 'xi-api-key': 'k' } },
    );
    const link = ((await response.json()) as { signed_url: string }).signed_url;
    expect(new URL(link).searchParams.get('conversation_id')).toMatch(/^conv_/);
    const variables = { caller_name: 'Jane', user_email: 'j@x.io', user_phone: '', user_company: 'Acme' };
    const first = await TestClient.connect(link);
    first.send({ type: 'conversation_initiation_client_data', dynamic_variables: variables });
    await first.waitFor('agent_response');
    first.ws.close();
    const again = await TestClient.connect(link);
    again.send({ type: 'conversation_initiation_client_data', dynamic_variables: variables });
    expect(await again.closed).toEqual({
      code: 1008,
      reason: 'This signed URL was already used: it opens one conversation. Get a new signed URL.',
    });
  });

  it('refuses an unknown agent, and a bare agent id when the agent requires a signed link', async () => {
    const agentId = await push();
    const unknown = await TestClient.connect(h.wsUrl('agent_id=agent_restaurant_demo_01'));
    unknown.init();
    expect(await unknown.closed).toEqual({
      code: 1008,
      reason: 'Agent agent_restaurant_demo_01 not found. Push it with npm run agents:push.',
    });

    const unsigned = await TestClient.connect(h.wsUrl(`agent_id=${agentId}`));
    unsigned.init();
    expect((await unsigned.closed).code).toBe(1008);
    expect(h.latest().close?.reason).toBe(
      'This agent requires authentication: start the conversation with a signed URL.',
    );

    // Signed links expire after 15 minutes, like ElevenLabs' own.
    const link = h.sim.signedUrl(agentId, h.baseUrl)!;
    clock += 16 * 60 * 1000;
    const late = await TestClient.connect(link);
    late.init();
    expect((await late.closed).code).toBe(1008);
  });

  it('refuses a call over the agent concurrency limit, and takes one again when a call ends', async () => {
    const agentId = await push((config) => {
      config.platformSettings.callLimits = { agentConcurrencyLimit: 1, dailyLimit: 10 };
    });
    const first = await call(agentId);
    await first.waitFor('agent_response');
    const second = await call(agentId);
    expect(await second.closed).toEqual({
      code: 1013,
      reason: 'Concurrency limit of 1 reached for this agent. Try again later.',
    });
    first.ws.close(1000);
    await eventually(() => h.sim.sessions()[0]!.status === 'closed', 'the first call to end');
    const third = await call(agentId);
    await third.waitFor('agent_response');
  });

  it('refuses calls over the daily limit until the next day', async () => {
    const agentId = await push((config) => {
      config.platformSettings.callLimits = { agentConcurrencyLimit: -1, dailyLimit: 1 };
    });
    const first = await call(agentId);
    await first.waitFor('agent_response');
    const second = await call(agentId);
    expect(await second.closed).toEqual({ code: 1013, reason: 'Daily call limit of 1 reached for this agent.' });
    clock += 24 * 60 * 60 * 1000;
    const tomorrow = await call(agentId);
    await tomorrow.waitFor('agent_response');
  });

  it('refuses a call that lacks a variable the agent texts use', async () => {
    const agentId = await push();
    const conversation = await call(agentId, { dynamic_variables: { user_email: 'j@x.io' } });
    expect(await conversation.closed).toEqual({
      code: 1008,
      reason: 'Missing required dynamic variables: caller_name, user_phone, user_company',
    });
  });

  it('still answers any agent id with the default greeting while nothing is pushed', async () => {
    const conversation = await TestClient.connect(h.wsUrl('agent_id=agent_restaurant_demo_01'));
    conversation.init({ caller_name: 'Jane' });
    const [greeting] = await conversation.waitFor('agent_response');
    expect(greeting?.agent_response_event.agent_response).toBe(
      'Hi Jane, thanks for calling. How can I help you today?',
    );
    expect(h.latest().agent).toBeNull();
  });
});
