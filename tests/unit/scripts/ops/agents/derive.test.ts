// What the site depends on is derived from each flow, never typed twice: the variables it sends, signed
// links only, the text-only override its "type instead" mode uses.
import { describe, expect, it } from 'vitest';
import { deriveAgentConfig, flowHash, ttsModelFor } from '../../../../../scripts/ops/agents/derive.ts';
import { loadFlows, type VoiceFlow } from '../../../../../scripts/ops/agents/flows.ts';
import { fixtureSite } from '../../../fixture-site.ts';

const { flows } = loadFlows(process.cwd(), fixtureSite());
const withAgent = (flow: VoiceFlow, change: Partial<NonNullable<VoiceFlow['demo']['agent']>>): VoiceFlow => ({
  ...flow,
  demo: { ...flow.demo, agent: { ...flow.demo.agent!, ...change } },
});

describe.each(flows.map((flow) => [flow.slug, flow] as const))('the %s agent', (_slug, flow) => {
  const config = deriveAgentConfig(flow)!;

  it('declares exactly the variables the page sends, with the flow defaults', () => {
    const placeholders = (
      config.conversationConfig.agent?.dynamicVariables as { dynamic_variable_placeholders: object }
    ).dynamic_variable_placeholders;
    expect(Object.keys(placeholders)).toEqual(flow.demo.variables.send);
    for (const [name, value] of Object.entries(flow.demo.variables.defaults)) {
      expect(placeholders).toHaveProperty(name, value);
    }
  });

  it('only takes calls from signed links and allows only the overrides the page sends', () => {
    // Text only always; the language only where the flow offers a language picker.
    const picker = flow.demo.session.languages.options.length > 1;
    expect(config.platformSettings.auth).toEqual({ enableAuth: true });
    expect(config.platformSettings.overrides?.conversationConfigOverride).toEqual({
      conversation: { textOnly: true },
      // first_message always: voice-call-me sends the phone first message (tests/unit/scripts/ops/agents/phone-call.test.ts).
      agent: { firstMessage: true, language: picker, prompt: { prompt: false } },
      tts: { voiceId: false },
    });
    const presets = config.conversationConfig.languagePresets ?? {};
    expect(Object.keys(presets)).toEqual(flow.demo.session.languages.options.slice(1).map((option) => option.code));
    for (const option of flow.demo.session.languages.options.slice(1)) {
      expect(presets[option.code]?.overrides.agent).toEqual({
        language: option.code,
        firstMessage: option.firstMessage,
      });
    }
  });

  it('carries the YAML first message, prompt, language, voice, duration and limits', () => {
    const agent = flow.demo.agent!;
    expect(config.name).toBe(agent.name);
    expect(config.tags).toEqual(['website', flow.slug]);
    expect(config.conversationConfig.agent).toMatchObject({
      firstMessage: agent.firstMessage,
      language: agent.language,
      prompt: { prompt: `${agent.prompt}\n\n${agent.phone.prompt}` },
    });
    const languages = flow.demo.session.languages.options.map((option) => option.code);
    expect(config.conversationConfig.tts).toEqual({
      voiceId: agent.voiceId,
      modelId: ttsModelFor([agent.language, ...languages]),
    });
    expect(config.conversationConfig.conversation).toEqual({
      maxDurationSeconds: agent.maxDurationSeconds,
      textOnly: false,
    });
    expect(config.platformSettings.callLimits).toEqual({
      agentConcurrencyLimit: agent.maxConcurrentCalls,
      dailyLimit: agent.maxCallsPerDay,
    });
    // Always explicit: ElevenLabs queues the callers of an agent created without it.
    expect(config.platformSettings.queueingConfig).toEqual({
      enabled: agent.queue.enabled,
      waitTimeoutSeconds: agent.queue.waitSeconds,
    });
  });
});

describe('derived agent config', () => {
  const [flow] = flows;

  it('is null for a flow without an agent block', () => {
    expect(deriveAgentConfig({ ...flow!, demo: { ...flow!.demo, agent: undefined } })).toBeNull();
  });

  it('uses the English voice model for English alone and the multilingual one for any other language', () => {
    expect(ttsModelFor(['en'])).toBe('eleven_flash_v2');
    expect(ttsModelFor(['en', 'es'])).toBe('eleven_flash_v2_5');
    expect(deriveAgentConfig(withAgent(flow!, { language: 'es' }))!.conversationConfig.tts?.modelId).toBe(
      'eleven_flash_v2_5',
    );
  });

  it('gives an English agent with a Spanish preset a model that speaks Spanish', () => {
    const picker = {
      label: 'Call language',
      options: [
        { code: 'en' as const, label: 'English' },
        { code: 'es' as const, label: 'Español', firstMessage: 'Hola.' },
      ],
    };
    const english = withAgent(flow!, { language: 'en' });
    const config = deriveAgentConfig({
      ...english,
      demo: { ...english.demo, session: { ...english.demo.session, languages: picker } },
    })!;
    expect(Object.keys(config.conversationConfig.languagePresets ?? {})).toEqual(['es']);
    expect(config.conversationConfig.tts?.modelId).toBe('eleven_flash_v2_5');
  });

  it('lists its client tools by id and never inline', () => {
    const config = deriveAgentConfig(withAgent(flow!, {}), ['tool_1'])!;
    expect(config.conversationConfig.agent?.prompt?.toolIds).toEqual(['tool_1']);
    expect(config.conversationConfig.agent?.prompt).not.toHaveProperty('tools');
  });

  it('hashes what a flow pushes: a changed agent or tool differently', () => {
    const hash = flowHash(flow!);
    expect(flowHash(withAgent(flow!, {}))).toBe(hash);
    expect(flowHash(withAgent(flow!, { firstMessage: 'Hello.' }))).not.toBe(hash);
    expect(flowHash(withAgent(flow!, { maxCallsPerDay: 7 }))).not.toBe(hash);
    const tools = [{ name: 'show_booking_link' as const, description: 'Shows the booking button.' }];
    expect(flowHash(withAgent(flow!, { tools }))).not.toBe(flowHash(withAgent(flow!, { tools: [] })));
  });
});
