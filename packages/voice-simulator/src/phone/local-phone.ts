/**
 * The simulator's telephone: the imported numbers, the outbound-call and phone-numbers APIs, the calls they
 * place and the local phone page that rings. simulator.ts mounts it with three hooks: HTTP requests, the
 * WebSocket of an answered call, and the conversations API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimAgentStore } from '../rest-api/agent-store.ts';
import { createPhoneCalls } from './calls.ts';
import { phoneConversationView } from './call-conversation.ts';
import { createPhoneNumberStore } from './phone-number-store.ts';
import { handlePhoneApi } from './phone-numbers-api.ts';
import { handlePhonePage, type PhonePageDeps } from './page/page-routes.ts';
import type { ConversationInitiationClientData } from '../conversation/wire-messages.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';

export interface LocalPhone {
  /** The phone APIs under the API prefix and the `/__sim/phone` page; false for any other URL. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** For a WebSocket that opens an answered call's conversation: the call's init data replaces the phone's. */
  connect(
    query: URLSearchParams,
    record: SimSessionRecord,
  ): ((sent: ConversationInitiationClientData) => ConversationInitiationClientData) | null;
  /** The call's conversation as `GET /v1/convai/conversations/:id` answers it, when the id is a call's. */
  conversation(conversationId: string): Record<string, unknown> | undefined;
  forget(conversationId: string): void;
  close(): void;
}

export function createLocalPhone(
  agents: SimAgentStore,
  signedUrl: PhonePageDeps['signedUrl'],
  now: () => number,
): LocalPhone {
  const deps = { agents, numbers: createPhoneNumberStore(agents.phoneNumbers), calls: createPhoneCalls(now) };
  return {
    handle: (req, res) => handlePhoneApi(deps, req, res) || handlePhonePage({ calls: deps.calls, signedUrl }, req, res),
    connect(query, record) {
      const conversationId = query.get('conversation_id');
      return conversationId && query.get('agent_id') ? deps.calls.connect(conversationId, record) : null;
    },
    conversation(conversationId) {
      const call = deps.calls.get(conversationId);
      return call && phoneConversationView(call, now());
    },
    forget: (conversationId) => deps.calls.forget(conversationId),
    close: () => deps.calls.close(),
  };
}
