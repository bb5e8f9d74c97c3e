/**
 * Wire shapes of the ElevenLabs ConvAI WebSocket protocol, exactly as
 * `@elevenlabs/client` 1.25 reads and writes them (see
 * `dist/utils/WebSocketConnection.js`, `dist/BaseConversation.js` and
 * `@elevenlabs/types/generated/types/asyncapi-types.ts`). Kept as our own
 * types so the simulator does not import a transitive dependency at runtime;
 * a type test checks they stay assignable to the SDK's `IncomingSocketEvent`.
 */

/** Path the SDK connects to (`WSS_API_PATHNAME` in the SDK). */
export const CONVAI_PATH = '/v1/convai/conversation';
/** Subprotocol the SDK offers in `new WebSocket(url, ['convai'])`. */
export const CONVAI_SUBPROTOCOL = 'convai';

export type AudioFormat = 'pcm_16000';

// ---- server -> client -------------------------------------------------------

export interface ConversationInitiationMetadataMessage {
  type: 'conversation_initiation_metadata';
  conversation_initiation_metadata_event: {
    conversation_id: string;
    agent_output_audio_format: AudioFormat;
    user_input_audio_format: AudioFormat;
  };
}

export interface AgentResponseMessage {
  type: 'agent_response';
  agent_response_event: { agent_response: string; event_id: number };
}

export interface AgentResponseCorrectionMessage {
  type: 'agent_response_correction';
  agent_response_correction_event: {
    original_agent_response: string;
    corrected_agent_response: string;
    event_id: number;
  };
}

export interface AudioMessage {
  type: 'audio';
  audio_event: { audio_base_64: string; event_id: number };
}

export interface UserTranscriptMessage {
  type: 'user_transcript';
  user_transcription_event: { user_transcript: string; event_id: number };
}

export interface InterruptionMessage {
  type: 'interruption';
  interruption_event: { event_id: number };
}

export interface PingMessage {
  type: 'ping';
  ping_event: { event_id: number; ping_ms: number | null };
}

export interface VadScoreMessage {
  type: 'vad_score';
  vad_score_event: { vad_score: number };
}

export interface ClientToolCallMessage {
  type: 'client_tool_call';
  client_tool_call: {
    tool_name: string;
    tool_call_id: string;
    parameters: Record<string, unknown>;
    event_id: number;
  };
}

/** A server-side (webhook, system …) tool starts: the SDK's onAgentToolRequest. */
export interface AgentToolRequestMessage {
  type: 'agent_tool_request';
  agent_tool_request: { tool_name: string; tool_call_id: string; tool_type: string; event_id: number };
}

/** That tool finished: the SDK's onAgentToolResponse (an `end_call` tool also ends the session). */
export interface AgentToolResponseMessage {
  type: 'agent_tool_response';
  agent_tool_response: {
    tool_name: string;
    tool_call_id: string;
    tool_type: string;
    is_error: boolean;
    is_called: boolean;
    event_id: number;
  };
}

export type ServerMessage =
  | AgentToolRequestMessage
  | AgentToolResponseMessage
  | ConversationInitiationMetadataMessage
  | AgentResponseMessage
  | AgentResponseCorrectionMessage
  | AudioMessage
  | UserTranscriptMessage
  | InterruptionMessage
  | PingMessage
  | VadScoreMessage
  | ClientToolCallMessage;

// ---- client -> server -------------------------------------------------------

/** Built by the SDK's `constructOverrides`; every field but `type` is optional. */
export interface ConversationInitiationClientData {
  type: 'conversation_initiation_client_data';
  conversation_config_override?: {
    agent?: { prompt?: unknown; first_message?: string; language?: string };
    tts?: Record<string, unknown>;
    asr?: { keywords?: string[] };
    /** `overrides.conversation.textOnly` (or top-level `textOnly`) lands here. */
    conversation?: { text_only?: boolean };
  };
  custom_llm_extra_body?: unknown;
  dynamic_variables?: Record<string, string | number | boolean>;
  user_id?: string;
  source_info?: { source?: string; version?: string };
}

/** Microphone audio. The SDK sends it without a `type` field. */
export interface UserAudioChunk {
  user_audio_chunk: string;
}

export interface PongClientMessage {
  type: 'pong';
  event_id: number;
}

export interface FeedbackClientMessage {
  type: 'feedback';
  score: 'like' | 'dislike' | null;
  event_id: number;
}

export interface ContextualUpdateClientMessage {
  type: 'contextual_update';
  text: string;
  context_id?: string;
}

export interface UserMessageClientMessage {
  type: 'user_message';
  text?: string;
  rich_content_id?: string;
}

export interface UserActivityClientMessage {
  type: 'user_activity';
}

export interface ClientToolResultClientMessage {
  type: 'client_tool_result';
  tool_call_id: string;
  result: string;
  is_error: boolean;
}

/** Any other typed message (mcp_tool_approval_result, multimodal_message, …). */
export interface OtherClientMessage {
  type: string;
  [key: string]: unknown;
}

export type ClientMessage =
  | { kind: 'init'; message: ConversationInitiationClientData }
  | { kind: 'audio'; message: UserAudioChunk }
  | { kind: 'pong'; message: PongClientMessage }
  | { kind: 'feedback'; message: FeedbackClientMessage }
  | { kind: 'contextual_update'; message: ContextualUpdateClientMessage }
  | { kind: 'user_message'; message: UserMessageClientMessage }
  | { kind: 'user_activity'; message: UserActivityClientMessage }
  | { kind: 'client_tool_result'; message: ClientToolResultClientMessage }
  | { kind: 'other'; message: OtherClientMessage }
  | { kind: 'invalid'; raw: string; error: string };
