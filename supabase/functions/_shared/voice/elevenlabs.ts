// Signed conversation links for ElevenLabs agents, so the API key never reaches the browser.
// https://elevenlabs.io/docs/api-reference/conversations/get-signed-url
import type { SignedSession } from './voice-signed-url.ts';

/** ElevenLabs did not give us a link. The message is for logs and never contains the key. */
export class VoiceUpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoiceUpstreamError';
  }
}

export interface ElevenLabsConfig {
  apiKey: string;
  /** Another API base, e.g. the local simulator's (ELEVENLABS_API_URL); default https://api.elevenlabs.io. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

const API_URL = 'https://api.elevenlabs.io';
const SIGNED_URL_PATH = '/v1/convai/conversation/get-signed-url';
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * Single-use links (`include_conversation_id`): the signature opens one conversation, whose id we
 * store with the session record. The id comes in the answer or, failing that, in the link's query.
 */
export function createElevenLabsSignedUrl(config: ElevenLabsConfig): (agentId: string) => Promise<SignedSession> {
  const fetchImpl = config.fetch ?? fetch;
  return async (agentId) => {
    const url = `${(config.apiUrl ?? API_URL).replace(/\/+$/, '')}${SIGNED_URL_PATH}?agent_id=${encodeURIComponent(agentId)}&include_conversation_id=true`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { 'xi-api-key': config.apiKey },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      throw new VoiceUpstreamError(`Could not reach ElevenLabs: ${error instanceof Error ? error.message : error}`);
    }
    if (!response.ok) {
      throw new VoiceUpstreamError(`ElevenLabs refused a signed URL for agent ${agentId} (HTTP ${response.status}).`);
    }
    const body: unknown = await response.json().catch(() => null);
    const fields = (body ?? {}) as { signed_url?: unknown; conversation_id?: unknown };
    const signedUrl = fields.signed_url;
    if (typeof signedUrl !== 'string' || signedUrl === '') {
      throw new VoiceUpstreamError('ElevenLabs answered without a signed_url field.');
    }
    const conversationId =
      typeof fields.conversation_id === 'string' ? fields.conversation_id : conversationIdOf(signedUrl);
    if (!conversationId) throw new VoiceUpstreamError('ElevenLabs answered without a conversation id.');
    return { signedUrl, conversationId };
  };
}

/** The `conversation_id` query parameter of a signed link, or null. */
export function conversationIdOf(signedUrl: string): string | null {
  try {
    return new URL(signedUrl).searchParams.get('conversation_id');
  } catch {
    return null;
  }
}
