/**
 * The conversations ElevenLabs keeps, as far as erasure needs them (`npm run leads -- forget`):
 * `GET` and `DELETE /v1/convai/conversations/:id` under the simulator's API prefix, with an `xi-api-key`.
 * A conversation the simulator never held, or one deleted already, answers 404 as the API does. A phone
 * call's conversation answers with its progress and outcome (call-conversation.ts) from the moment it rings.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ELEVENLABS_API_PREFIX } from './agents-api.ts';
import { missingApiKey } from '../contract/agents-api-checks.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';

const CONVERSATION_PATH = new RegExp(`^${ELEVENLABS_API_PREFIX}/v1/convai/conversations/([^/]+)/?$`);

export interface ConversationsApiDeps {
  find(conversationId: string): SimSessionRecord | undefined;
  /** A phone call's conversation as the API answers it (call-conversation.ts), when the id is a call's. */
  phoneCall(conversationId: string): Record<string, unknown> | undefined;
  /** Forgets every record of the conversation (its transcript, feedback and status). */
  forget(conversationId: string): void;
}

/** Handles the conversation path; false for any other request (the agents API takes those). */
export function handleConversationsApi(deps: ConversationsApiDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const match = CONVERSATION_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (!match) return false;
  const id = decodeURIComponent(match[1]!);
  const send = (status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  const unauthorized = missingApiKey(req);
  if (unauthorized) {
    send(unauthorized.status, unauthorized.body);
    return true;
  }
  const record = deps.find(id);
  const phoneCall = deps.phoneCall(id);
  if (!record && !phoneCall) {
    send(404, { detail: { status: 'conversation_not_found', message: `Conversation ${id} not found.` } });
  } else if (req.method === 'GET') {
    send(200, phoneCall ?? { agent_id: record?.agentId, conversation_id: id, status: 'done' });
  } else if (req.method === 'DELETE') {
    deps.forget(id);
    send(200, {});
  } else {
    send(405, { detail: { status: 'method_not_allowed', message: 'Use GET or DELETE.' } });
  }
  return true;
}
