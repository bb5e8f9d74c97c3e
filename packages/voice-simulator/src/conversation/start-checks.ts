/**
 * The checks a conversation passes once its init data arrives, in the order the service applies
 * them: a refusal decided at connection (unknown agent, unsigned link, call limits), overrides the
 * agent does not allow, missing variables, then the per-session behaviours that refuse a start.
 */
import { overrideRefusal, TRY_AGAIN_LATER, variablesRefusal, type Refusal } from './refusals.ts';
import type { SimAgentSettings } from '../rest-api/agent-store.ts';
import type { SimBehaviour } from './behaviour.ts';
import type { ConversationInitiationClientData } from './wire-messages.ts';
import type { SimSessionRecord } from './session-record.ts';
import * as lines from '../agent/lines.ts';

export function startRefusal(
  init: ConversationInitiationClientData,
  agent: SimAgentSettings | null,
  decided: Refusal | null,
  behaviour: SimBehaviour,
): Refusal | null {
  const dynamicVariables = init.dynamic_variables ?? {};
  const overrides = init.conversation_config_override ?? null;
  // Checked after the init frame, as the SDK awaits the metadata: a refusal then rejects startSession.
  const refusal =
    decided ?? (agent ? (overrideRefusal(overrides, agent) ?? variablesRefusal(agent, dynamicVariables)) : null);
  if (refusal) return refusal;
  const missing = behaviour.requiredDynamicVariables.filter((name) => !(name in dynamicVariables));
  if (missing.length > 0) return { code: 1008, reason: `Missing required dynamic variables: ${missing.join(', ')}` };
  if (behaviour.busy) {
    return { code: TRY_AGAIN_LATER, reason: 'Concurrency limit of 1 reached for this agent. Try again later.' };
  }
  if (behaviour.failHandshake) return { code: 1011, reason: behaviour.closeReason || 'Simulated handshake failure' };
  return null;
}

/**
 * The agent's opening line: a first-message override, else the agent's own (empty: it waits for the
 * caller, as on the service), else the simulator's default greeting; variables filled in.
 */
export function greetingOf(
  init: ConversationInitiationClientData,
  agent: SimAgentSettings | null,
  defaultGreeting: (callerName: string) => string,
): string {
  const dynamicVariables = init.dynamic_variables ?? {};
  const firstMessage = init.conversation_config_override?.agent?.first_message ?? agent?.firstMessage;
  return firstMessage !== undefined
    ? lines.substituteVariables(firstMessage, dynamicVariables)
    : defaultGreeting(lines.callerNameOf(dynamicVariables));
}

/** Keeps the init data as sent, for the record (GET /__sim/sessions) and the tests. */
export function recordInit(record: SimSessionRecord, init: ConversationInitiationClientData): void {
  const overrides = init.conversation_config_override ?? null;
  record.init = {
    dynamicVariables: init.dynamic_variables ?? {},
    overrides: overrides as Record<string, unknown> | null,
    customLlmExtraBody: init.custom_llm_extra_body ?? null,
    userId: init.user_id ?? null,
    sourceInfo: init.source_info ?? null,
  };
  record.textOnly = overrides?.conversation?.text_only === true;
}
