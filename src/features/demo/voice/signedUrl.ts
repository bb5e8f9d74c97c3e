import { invokeFunction } from '../../../lib/backend.ts';

/**
 * A signed conversation link for the agent from the `voice-signed-url` function: an ElevenLabs link in
 * production, a link to the local simulator with `npm start`. Always used instead of a bare agent id,
 * because ConversationProvider overwrites the `origin` option.
 */
export async function fetchSignedUrl(agentId: string, signal: AbortSignal): Promise<string> {
  const { signedUrl } = await invokeFunction<{ signedUrl?: unknown }>('voice-signed-url', { agentId }, { signal });
  if (typeof signedUrl !== 'string' || !/^wss?:\/\//.test(signedUrl)) {
    throw new Error('voice-signed-url answered without a ws:// or wss:// signedUrl');
  }
  return signedUrl;
}
