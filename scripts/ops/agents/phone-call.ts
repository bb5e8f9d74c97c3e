/**
 * What an agent needs for "Call me", kept apart from derive.ts: the prompt addition from the
 * agent's `phone` block (schemas/agent-phone.ts), the permission for the first-message override that
 * voice-call-me sends with each outbound call, and two evaluation criteria that judge the phone behaviour
 * on every real call: the introduction (who, which company, why, the offer to end) and ending when asked.
 */
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';
import type { Agent } from '../../../schemas/agent.ts';

/** The agent with its phone-call paragraph after its prompt. */
export function withPhonePrompt(agent: Agent): Agent {
  return { ...agent, prompt: `${agent.prompt}\n\n${agent.phone.prompt}` };
}

/**
 * Judged on every call, browser ones too, so each goal says how a conversation that was not an outbound
 * phone call passes: ElevenLabs has no per-channel criteria.
 */
export const PHONE_CALL_CRITERIA: ElevenLabs.PromptEvaluationCriteria[] = [
  {
    id: 'phone_call_introduction',
    name: 'Phone call: says who calls and why',
    type: 'prompt',
    conversationGoalPrompt:
      'If the agent placed this call to the person (its first message says it is calling because they asked for a call on the website): that first message says who is calling, for which company, and why (the person asked for a call on the website just now), and offers to end the call at once if they did not ask for it. If the conversation was not such a call, this is a success.',
  },
  {
    id: 'phone_call_ends_when_asked',
    name: 'Phone call: ends politely when asked',
    type: 'prompt',
    conversationGoalPrompt:
      'If the person said they did not ask for the call, or asked the agent to stop, hang up or not call again, the agent apologised briefly, said goodbye and ended the call without trying to keep them on the line. If the person never asked for that, this is a success.',
  },
];

/** The platform's evaluation with the phone criteria after the YAML's own. */
export function withPhoneCriteria<T extends Pick<ElevenLabs.AgentPlatformSettingsRequestModel, 'evaluation'>>(
  settings: T,
): T {
  return { ...settings, evaluation: { criteria: [...(settings.evaluation?.criteria ?? []), ...PHONE_CALL_CRITERIA] } };
}
