/**
 * The ElevenLabs agent a flow needs, derived from its YAML: what the author wrote in `demo.agent`,
 * plus everything the site depends on, taken from the flow itself so nobody can get it out of step:
 * the dynamic variables are exactly the ones the page sends, only signed links may start a call,
 * and the overrides the page sends (text-only mode; the picked language and its first message, in a
 * flow with a language picker) are allowed.
 *
 * The shape is the official SDK's (`@elevenlabs/elevenlabs-js`, camelCase); the SDK turns it into the
 * snake_case JSON of https://elevenlabs.io/docs/api-reference/agents/create.
 */
import { createHash } from 'node:crypto';
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';
import type { AgentVariableName } from '../../../schemas/demo.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { ttsModelFor } from '../../../schemas/voice-models.ts';
import { analysisSettings, toolRequests } from './derive-tests.ts';
import { withPhoneCriteria, withPhonePrompt } from './phone-call.ts';

/** A voice flow as the content engine parsed it: its file's slug and its `demo` block. */
import type { AgentFlow } from './agent-flow.ts';

export type { AgentFlow } from './agent-flow.ts';

/** The request body of agents.create and agents.update, less the deprecated versioning flags. */
export interface DerivedAgentConfig {
  name: string;
  tags: string[];
  conversationConfig: ElevenLabs.ConversationalConfig;
  platformSettings: ElevenLabs.AgentPlatformSettingsRequestModel;
}

/**
 * Values the ElevenLabs dashboard uses for a variable when someone tests the agent there; a real call
 * always brings the page's values. A flow's own default (`caller_name: Guest`) wins.
 */
const SAMPLE_VALUES: Record<AgentVariableName, string> = {
  caller_name: 'Alex',
  user_email: 'alex@example.com',
  user_phone: '+61 400 000 000',
  user_company: 'Example Pty Ltd',
};

export { ttsModelFor } from '../../../schemas/voice-models.ts';

/**
 * The agent config for a flow, or null when the flow defines no agent. Its client tools are records of
 * their own (derive-tests.ts `toolRequests`): `toolIds` are their ids in the workspace, in YAML order.
 */
export function deriveAgentConfig(flow: AgentFlow, toolIds: readonly string[] = []): DerivedAgentConfig | null {
  const { variables, session } = flow.demo;
  if (!flow.demo.agent) return null;
  // The prompt with its phone-call paragraph, as a per-call prompt override is not allowed (phone-call.ts).
  const agent = withPhonePrompt(flow.demo.agent);
  // The picker's other languages (the first is the agent's own): a preset each, and the page may
  // switch the language and first message, which it sends together.
  // The languages its translated pages ask for (page-languages.ts) join them, unless the picker has them.
  const picked = session.languages.options.slice(1);
  const fromPages = (flow.pageLanguages ?? []).filter(({ language }) => !picked.some(({ code }) => code === language));
  const picks = [...picked, ...fromPages.map(({ language, firstMessage }) => ({ code: language, firstMessage }))];
  const languagePresets = Object.fromEntries(
    picks.map(({ code, firstMessage }) => [code, { overrides: { agent: { language: code, firstMessage } } }]),
  );
  const switchable = picks.length > 0;
  // Every language the agent speaks, its own and its presets', needs a model that speaks it.
  const languages = [agent.language, ...picks.map(({ code }) => code)];
  const placeholders = Object.fromEntries(
    variables.send.map((name) => [name, variables.defaults[name] || SAMPLE_VALUES[name]]),
  );
  return {
    name: agent.name,
    tags: ['website', flow.slug],
    conversationConfig: {
      agent: {
        firstMessage: agent.firstMessage,
        language: agent.language,
        // Always sent, also empty: a tool removed from the YAML is taken off the agent.
        prompt: { prompt: agent.prompt, toolIds: [...toolIds] },
        // The SDK types this field as unknown and sends it as is, hence the wire's snake_case here.
        dynamicVariables: { dynamic_variable_placeholders: placeholders },
      },
      tts: { voiceId: agent.voiceId, modelId: ttsModelFor(languages) },
      conversation: { maxDurationSeconds: agent.maxDurationSeconds, textOnly: false },
      ...(switchable ? { languagePresets } : {}),
    },
    platformSettings: {
      // The page connects with a signed link from voice-signed-url only; a bare agent id must not work.
      auth: { enableAuth: true },
      overrides: {
        conversationConfigOverride: {
          // "Type instead" sends conversation.text_only, the language picker agent.language and
          // first_message; nothing else may be changed from a browser. first_message is always allowed:
          // voice-call-me sends the phone first message with each outbound call (the server's words; a
          // browser session that changed it would only change what its own visitor hears).
          conversation: { textOnly: true },
          agent: { firstMessage: true, language: switchable, prompt: { prompt: false } },
          tts: { voiceId: false },
        },
      },
      callLimits: { agentConcurrencyLimit: agent.maxConcurrentCalls, dailyLimit: agent.maxCallsPerDay },
      // Always explicit: left out, ElevenLabs queues callers of a new agent (see AgentQueueSchema).
      queueingConfig: { enabled: agent.queue.enabled, waitTimeoutSeconds: agent.queue.waitSeconds },
      ...withPhoneCriteria(analysisSettings(agent)),
      // ElevenLabs keeps conversations until told: the privacy policy promises site.yaml's
      // leads.retentionDays for the provider's copy too (tests/unit/spec-conformance/agent-retention.test.ts).
      privacy: { retentionDays: VOICE_LEADS_CONFIG.retentionDays },
    },
  };
}

/** Object keys in a fixed order, so equal configs always serialise, and hash, alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * A short content hash of what a flow pushes, its agent and its tools by content (their ids differ per
 * workspace): the ids file keeps it, so a dry run without a key and agents:test see a changed YAML.
 */
export function flowHash(flow: AgentFlow): string | null {
  const config = deriveAgentConfig(flow);
  if (!config) return null;
  const tools = toolRequests(flow.demo.agent!);
  return createHash('sha256')
    .update(JSON.stringify(canonical(tools.length > 0 ? { config, tools } : config)))
    .digest('hex')
    .slice(0, 16);
}
