// Signed conversation links for ElevenLabs agents, so the API key never reaches the browser.
// https://elevenlabs.io/docs/api-reference/conversations/get-signed-url

/** ElevenLabs did not give us a link. The message is for logs and never contains the key. */
export class VoiceUpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoiceUpstreamError';
  }
}

export interface ElevenLabsConfig {
  apiKey: string;
  fetch?: typeof fetch;
}

const SIGNED_URL_ENDPOINT = 'https://api.elevenlabs.io/v1/convai/conversation/get-signed-url';
const UPSTREAM_TIMEOUT_MS = 10_000;

export function createElevenLabsSignedUrl(config: ElevenLabsConfig): (agentId: string) => Promise<string> {
  const fetchImpl = config.fetch ?? fetch;
  return async (agentId) => {
    const url = `${SIGNED_URL_ENDPOINT}?agent_id=${encodeURIComponent(agentId)}`;
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
    const signedUrl = (body as { signed_url?: unknown } | null)?.signed_url;
    if (typeof signedUrl !== 'string' || signedUrl === '') {
      throw new VoiceUpstreamError('ElevenLabs answered without a signed_url field.');
    }
    return signedUrl;
  };
}
