/**
 * What the simulator remembers about one WebSocket session. Plain JSON so
 * `GET /__sim/sessions` can return it as is; camelCase, unlike the wire.
 */
import type { SimBehaviour } from './behaviour.ts';
import type { ClientMessage } from './wire-messages.ts';

const MAX_OTHER_MESSAGES = 50;

/** queued: the init data came, and the call waits for a slot of its full agent (no metadata yet). */
export type SimSessionStatus = 'awaiting_init' | 'queued' | 'open' | 'closed';

export interface SimAgentTurn {
  eventId: number;
  text: string;
  /** Number of `audio` events sent with this turn (0 in text-only mode). */
  audioChunks: number;
  /** What caused it: the greeting, simulated speech, a user_message or the say endpoint. */
  trigger: 'greeting' | 'user_audio' | 'user_message' | 'control';
}

/** One overall feedback accepted by feedback-api.ts: a 1 to 5 rating with an optional comment, or a like/dislike. */
export interface SimOverallFeedback {
  rating: number | null;
  comment: string | null;
  feedback: 'like' | 'dislike' | null;
  /** The page's Origin header: proof the browser sent it across origins. */
  origin: string | null;
  at: string;
}

export interface SimSessionRecord {
  /** Also the conversation_id sent in the metadata, e.g. `sim_3f9a…`. */
  id: string;
  agentId: string | null;
  /** `conversation_signature` from a signed URL, if any. */
  signature: string | null;
  /** All query parameters, including the SDK's `source` and `version`. */
  query: Record<string, string>;
  /** Subprotocol echoed to the client (null when none was offered). */
  subprotocol: string | null;
  behaviour: SimBehaviour;
  /** The pushed agent answering, or null when the simulator answers for any id (nothing pushed). */
  agent: { agentId: string; name: string; language: string; maxDurationSeconds: number | null } | null;
  /** The language the conversation runs in: an allowed override, else the agent's, else en. */
  language: string;
  status: SimSessionStatus;
  openedAt: string;
  init: {
    dynamicVariables: Record<string, unknown>;
    /** `conversation_config_override` as sent (agent, tts, asr, conversation.text_only). */
    overrides: Record<string, unknown> | null;
    customLlmExtraBody: unknown;
    userId: string | null;
    sourceInfo: { source?: string; version?: string } | null;
  } | null;
  textOnly: boolean;
  userAudio: { chunks: number; bytes: number };
  agentTurns: SimAgentTurn[];
  userTranscripts: string[];
  pingsSent: number;
  pongs: Array<{ eventId: number; rttMs: number | null }>;
  feedback: Array<{ score: 'like' | 'dislike' | null; eventId: number }>;
  contextualUpdates: Array<{ text: string; contextId: string | null }>;
  userMessages: Array<{ text: string }>;
  userActivityCount: number;
  interruptions: number[];
  toolCalls: Array<{ toolCallId: string; toolName: string; parameters: Record<string, unknown> }>;
  toolResults: Array<{ toolCallId: string; result: string; isError: boolean }>;
  /** Server tool runs sent with the agent-tool control (agent_tool_request, then agent_tool_response). */
  agentTools: Array<{ toolCallId: string; toolName: string; durationMs: number; isError: boolean }>;
  /** When the silence control cut all traffic without closing the socket; null otherwise. */
  silencedAt: string | null;
  /** Messages of other types or unparseable frames (capped), for debugging. */
  otherMessages: unknown[];
  close: { code: number; reason: string; by: 'client' | 'server'; at: string } | null;
  /**
   * The wait for a slot of a full agent (queueing_config, or the `queueMs` behaviour); null when the
   * conversation did not queue. The wait ends when it is let in, times out (1013) or the caller leaves.
   */
  queue: {
    enteredAt: string;
    waitSeconds: number;
    leftAt: string | null;
    outcome: 'waiting' | 'admitted' | 'timed_out' | 'left';
  } | null;
  /** When the metadata went out (the conversation exists, so it can be rated); null if refused. */
  connectedAt: string | null;
  /** Overall feedback accepted over HTTP (`postOverallFeedback`): at most one per conversation. */
  overallFeedback: SimOverallFeedback[];
  /** Every feedback POST for this conversation, refused ones (a second rating, a bad body) included. */
  overallFeedbackRequests: number;
}

export function newSessionRecord(fields: {
  id: string;
  query: URLSearchParams;
  subprotocol: string | null;
  behaviour: SimBehaviour;
  agent?: SimSessionRecord['agent'];
}): SimSessionRecord {
  return {
    id: fields.id,
    agentId: fields.query.get('agent_id'),
    signature: fields.query.get('conversation_signature'),
    query: Object.fromEntries(fields.query),
    subprotocol: fields.subprotocol,
    behaviour: fields.behaviour,
    agent: fields.agent ?? null,
    language: fields.agent?.language ?? 'en',
    status: 'awaiting_init',
    openedAt: new Date().toISOString(),
    init: null,
    textOnly: false,
    userAudio: { chunks: 0, bytes: 0 },
    agentTurns: [],
    userTranscripts: [],
    pingsSent: 0,
    pongs: [],
    feedback: [],
    contextualUpdates: [],
    userMessages: [],
    userActivityCount: 0,
    interruptions: [],
    toolCalls: [],
    toolResults: [],
    agentTools: [],
    silencedAt: null,
    otherMessages: [],
    close: null,
    queue: null,
    connectedAt: null,
    overallFeedback: [],
    overallFeedbackRequests: 0,
  };
}

/**
 * Records the messages the simulated agent only has to remember (feedback,
 * contextual updates, activity, tool results, anything unknown). Returns
 * false for those the session must act on: audio, user_message, pong.
 */
export function recordPassiveMessage(record: SimSessionRecord, parsed: ClientMessage): boolean {
  switch (parsed.kind) {
    case 'feedback':
      record.feedback.push({ score: parsed.message.score, eventId: parsed.message.event_id });
      return true;
    case 'contextual_update':
      record.contextualUpdates.push({ text: parsed.message.text, contextId: parsed.message.context_id ?? null });
      return true;
    case 'user_activity':
      record.userActivityCount += 1;
      return true;
    case 'client_tool_result': {
      const { tool_call_id, result, is_error } = parsed.message;
      record.toolResults.push({ toolCallId: tool_call_id, result, isError: is_error });
      return true;
    }
    case 'init':
    case 'other':
    case 'invalid':
      if (record.otherMessages.length < MAX_OTHER_MESSAGES) {
        record.otherMessages.push(
          parsed.kind === 'invalid' ? { error: parsed.error, raw: parsed.raw } : parsed.message,
        );
      }
      return true;
    default:
      return false;
  }
}
