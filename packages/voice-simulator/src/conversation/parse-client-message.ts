/**
 * Classifies the text frames the SDK sends into the client messages of wire-messages.ts, for the session to
 * act on or record.
 */
import type {
  ClientMessage,
  ClientToolResultClientMessage,
  ContextualUpdateClientMessage,
  ConversationInitiationClientData,
  FeedbackClientMessage,
  OtherClientMessage,
  PongClientMessage,
  UserMessageClientMessage,
} from './wire-messages.ts';
import { isObject } from '../rest-api/json-object.ts';

/**
 * Classifies one text frame. Field checks are shallow on purpose: the SDK is
 * the only sender, and recording a slightly odd message beats dropping it.
 */
export function parseClientMessage(raw: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { kind: 'invalid', raw, error: error instanceof Error ? error.message : String(error) };
  }
  if (!isObject(value)) return { kind: 'invalid', raw, error: 'not a JSON object' };
  if (typeof value.user_audio_chunk === 'string' && value.type === undefined) {
    return { kind: 'audio', message: { user_audio_chunk: value.user_audio_chunk } };
  }
  const type = value.type;
  if (typeof type !== 'string') return { kind: 'invalid', raw, error: 'missing "type"' };
  switch (type) {
    case 'conversation_initiation_client_data':
      return { kind: 'init', message: value as unknown as ConversationInitiationClientData };
    case 'pong':
      return { kind: 'pong', message: value as unknown as PongClientMessage };
    case 'feedback':
      return { kind: 'feedback', message: value as unknown as FeedbackClientMessage };
    case 'contextual_update':
      return { kind: 'contextual_update', message: value as unknown as ContextualUpdateClientMessage };
    case 'user_message':
      return { kind: 'user_message', message: value as unknown as UserMessageClientMessage };
    case 'user_activity':
      return { kind: 'user_activity', message: { type: 'user_activity' } };
    case 'client_tool_result':
      return { kind: 'client_tool_result', message: value as unknown as ClientToolResultClientMessage };
    default:
      return { kind: 'other', message: value as OtherClientMessage };
  }
}
