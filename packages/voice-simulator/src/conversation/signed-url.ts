/**
 * Stand-in for the "get signed URL" call a backend makes to ElevenLabs. The
 * URL points at whichever host served the page, so the browser's SDK connects
 * to the simulator on the same server instead of wss://api.elevenlabs.io.
 */
import { randomBytes } from 'node:crypto';
import { CONVAI_PATH } from './wire-messages.ts';

/**
 * `ws(s)://<host>/v1/convai/conversation?agent_id=<id>&conversation_signature=sim_<random>`.
 * `extraQuery` adds simulator switches such as `sim_close_after_ms` (see README).
 */
export function signedUrlFor(agentId: string, httpBaseUrl: string, extraQuery: Record<string, string> = {}): string {
  const url = new URL(CONVAI_PATH, httpBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('agent_id', agentId);
  url.searchParams.set('conversation_signature', `sim_${randomBytes(12).toString('hex')}`);
  // As ElevenLabs' single-use links (include_conversation_id): the conversation id is known at signing.
  url.searchParams.set('conversation_id', `conv_sim_${randomBytes(10).toString('hex')}`);
  for (const [key, value] of Object.entries(extraQuery)) url.searchParams.set(key, value);
  return url.toString();
}
