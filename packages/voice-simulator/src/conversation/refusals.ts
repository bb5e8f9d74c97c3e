/**
 * Where the real service is strict, the simulator is too, so the page's failure paths can be tested
 * offline: an unknown agent, a missing signed link, a call over the agent's limits, an override the
 * agent does not allow, a variable its texts use but the page did not send. Each is a refusal: the
 * socket closes with a code and a reason, which the SDK hands to the page as the error.
 */
import type { SimAgentSettings } from '../rest-api/agent-store.ts';
import { isObject } from '../rest-api/json-object.ts';

export interface Refusal {
  code: number;
  reason: string;
}

/** RFC 6455: the connection breaks a rule of the server (ElevenLabs closes override errors with it). */
export const POLICY_VIOLATION = 1008;
/** RFC 6455 "try again later": the server is at capacity, here the agent's call limits. */
export const TRY_AGAIN_LATER = 1013;

/** What the simulator knows when a conversation opens, before the client has said anything. */
export interface Admission {
  agentId: string;
  /** Null when the simulator holds no such agent. */
  settings: SimAgentSettings | null;
  /** With no agent pushed at all, every id is answered (offline start needs nothing). */
  holdsAnyAgent: boolean;
  /** The link carried a signature this simulator issued for this agent, still within its 15 minutes. */
  signed: boolean;
  /** The link's signature was single-use (it names its conversation) and opened a conversation before. */
  reused: boolean;
  /** Conversations with this agent that are open now, not counting this one. */
  live: number;
  /** Conversations with this agent admitted since midnight UTC. */
  today: number;
}

export function admissionRefusal(admission: Admission): Refusal | null {
  const { settings, agentId } = admission;
  if (!settings) {
    return admission.holdsAnyAgent
      ? { code: POLICY_VIOLATION, reason: `Agent ${agentId} not found. Push it with npm run agents:push.` }
      : null;
  }
  if (admission.reused) {
    // The SDK's ConversationsGetSignedUrlRequest.includeConversationId: "If included, the
    // conversation_signature cannot be used again." A reconnect must fetch a new link.
    return {
      code: POLICY_VIOLATION,
      reason: 'This signed URL was already used: it opens one conversation. Get a new signed URL.',
    };
  }
  if (settings.enableAuth && !admission.signed) {
    return {
      code: POLICY_VIOLATION,
      reason: 'This agent requires authentication: start the conversation with a signed URL.',
    };
  }
  if (settings.dailyLimit !== null && admission.today >= settings.dailyLimit) {
    return { code: TRY_AGAIN_LATER, reason: `Daily call limit of ${settings.dailyLimit} reached for this agent.` };
  }
  if (isFull(admission) && !settings.queue.enabled) {
    return {
      code: TRY_AGAIN_LATER,
      reason: `Concurrency limit of ${settings.concurrencyLimit} reached for this agent. Try again later.`,
    };
  }
  return null;
}

/** Every slot of the agent is taken (`call_limits.agent_concurrency_limit`; -1: no limit). */
function isFull({ settings, live }: Admission): boolean {
  return settings !== null && settings.concurrencyLimit >= 0 && live >= settings.concurrencyLimit;
}

/**
 * Seconds a caller waits for a slot of a full agent whose queueing_config is enabled, as the service
 * holds them ("instead of rejecting them immediately"); null when the call is not queued.
 */
export function queueWaitSeconds(admission: Admission): number | null {
  return admission.settings?.queue.enabled && isFull(admission) ? admission.settings.queue.waitSeconds : null;
}

/** The close when the wait runs out. ElevenLabs documents no code for it: 1013, as for a full agent. */
export function queueTimeoutRefusal(waitSeconds: number): Refusal {
  return { code: TRY_AGAIN_LATER, reason: `No slot of this agent came free within the ${waitSeconds} s queue wait.` };
}

/**
 * The first field of `conversation_config_override` the agent does not allow, compared leaf by leaf
 * with `platform_settings.overrides.conversation_config_override`. The SDK sends empty `agent` and
 * `tts` objects with every override, and leaves out what the page did not set; only set values count.
 */
function forbiddenOverride(override: unknown, allowed: unknown): string | null {
  if (!isObject(override)) return null;
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined || value === null) continue;
    const permission = isObject(allowed) ? allowed[key] : undefined;
    if (isObject(value)) {
      const inner = forbiddenOverride(value, permission);
      if (inner) return inner;
    } else if (permission !== true) {
      return key;
    }
  }
  return null;
}

/** ElevenLabs' own words for an override the agent does not allow. */
export function overrideRefusal(override: unknown, settings: SimAgentSettings): Refusal | null {
  const field = forbiddenOverride(override, settings.allowedOverrides);
  return field ? { code: POLICY_VIOLATION, reason: `Override for field '${field}' is not allowed by config.` } : null;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** Variables the agent's first message and prompt use that the client did not send. */
export function variablesRefusal(settings: SimAgentSettings, sent: Record<string, unknown>): Refusal | null {
  const used = [...`${settings.firstMessage}\n${settings.prompt}`.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const missing = [...new Set(used)].filter((name) => !name.startsWith('system__') && !(name in sent));
  return missing.length > 0
    ? { code: POLICY_VIOLATION, reason: `Missing required dynamic variables: ${missing.join(', ')}` }
    : null;
}
