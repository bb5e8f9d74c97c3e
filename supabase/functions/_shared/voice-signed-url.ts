// Signed conversation link for a voice agent, so the ElevenLabs key stays on the server.
import type { AllowedOrigins } from './cors.ts';
import { HttpError } from './http.ts';
import { serveJsonPost } from './json-endpoint.ts';
import { VoiceSignedUrlSchema } from './lead-schemas.ts';
import { describeError, type Logger } from './log.ts';
import { parseFields } from './validation.ts';

export interface VoiceSignedUrlDeps {
  /** Signs a link for the agent; null when no voice provider is configured (answers 503). */
  getSignedUrl: ((agentId: string) => Promise<string>) | null;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

export function handleVoiceSignedUrl(req: Request, deps: VoiceSignedUrlDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'voice-signed-url', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    const { agentId } = parseFields(VoiceSignedUrlSchema, body);
    if (deps.getSignedUrl === null) {
      deps.log.warn(
        'voice-signed-url: no voice provider configured (ELEVENLABS_API_KEY in production, getSignedUrl locally).',
      );
      throw new HttpError(503, { error: 'voice_unavailable' });
    }
    try {
      return { status: 200, body: { signedUrl: await deps.getSignedUrl(agentId) } };
    } catch (error) {
      deps.log.error(`voice-signed-url: ${describeError(error)}`);
      throw new HttpError(502, { error: 'voice_unavailable' });
    }
  });
}
