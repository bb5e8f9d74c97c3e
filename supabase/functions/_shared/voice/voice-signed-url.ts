// Signed conversation link for a voice agent, so the ElevenLabs key stays on the server. Each signed
// session is stored (voice_sessions) with the visitor's details, so sales and hiring hear about it.
import { guardProtectedCall, type CaptchaDeps } from '../captcha/captcha.ts';
import type { AllowedOrigins } from '../http/cors.ts';
import { VOICE_AGENT_FLOWS } from '../generated/voice-agent-ids.ts';
import { HttpError } from '../http/http.ts';
import { serveJsonPost } from '../http/json-endpoint.ts';
import { VoiceSignedUrlSchema } from '../leads/lead-schemas.ts';
import { describeError, type Logger } from '../http/log.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { parseFields } from '../http/validation.ts';
import type { VoiceLeadsConfig } from './voice-leads.ts';
import { sessionRecord, VoiceSessionRequestSchema } from './voice-session-request.ts';
import type { VoiceSessionStore } from './voice-sessions.ts';

/** A single-use signed link and the conversation it opens. */
export interface SignedSession {
  signedUrl: string;
  conversationId: string;
}

export interface VoiceSignedUrlDeps {
  /** Signs a link for the agent; null when no voice provider is configured (answers 503). */
  getSignedUrl: ((agentId: string) => Promise<SignedSession>) | null;
  /** Where the session record goes (service role). */
  sessions: VoiceSessionStore;
  /** Per-address session caps (RATE_LIMITS['voice-signed-url']) and the voice budget, with the captcha spend. */
  limiter: RateLimiter;
  captcha: CaptchaDeps;
  /** The agents this site calls, generated from the content registry (voice-agent-ids.ts). */
  agentIds: ReadonlySet<string>;
  /** Flows by agent id (generated voice-agent-ids.ts); default VOICE_AGENT_FLOWS. */
  agentFlows?: Readonly<Record<string, readonly string[]>>;
  /** The site's flows (to warn about one the functions' copy does not know yet) and the voice budget. */
  leads: VoiceLeadsConfig;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

export function handleVoiceSignedUrl(req: Request, deps: VoiceSignedUrlDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'voice-signed-url', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    // Browsers always send Origin on this cross-origin POST; a request without one is a script.
    if (req.headers.get('origin') === null) throw new HttpError(403, { error: 'origin_required' });
    // The budget is taken with the spend, before the link is signed: a start refused further down (an
    // agent not on the list, a provider error) has used its slot, which errs on the side of the bill.
    await guardProtectedCall(req, 'voice-signed-url', deps, deps.leads.voiceBudget);
    const { agentId } = parseFields(VoiceSignedUrlSchema, body);
    if (!deps.agentIds.has(agentId)) {
      deps.log.warn(`voice-signed-url: refused agent ${agentId}, not in voice-agent-ids.ts (npm run generate).`);
      throw new HttpError(403, { error: 'agent_not_allowed' });
    }
    const requested = parseFields(VoiceSessionRequestSchema, body);
    // The flow comes from the agent (the generated map), so a start cannot label itself another team's
    // flow (an interview, say) to route its e-mail there. An agent of several flows: one of those.
    const served = (deps.agentFlows ?? VOICE_AGENT_FLOWS)[agentId];
    if (served && served.length > 1 && !served.includes(requested.flow)) {
      throw new HttpError(400, { error: 'flow_not_of_agent' });
    }
    const session = served?.length === 1 ? { ...requested, flow: served[0]! } : requested;
    if (!(session.flow in deps.leads.flows)) {
      // A flow added since the last `npm run generate`: its sessions still count, with the schema defaults.
      deps.log.warn(`voice-signed-url: flow ${session.flow} is not in voice-leads-config.ts; run npm run generate.`);
    }
    if (deps.getSignedUrl === null) {
      deps.log.warn(
        'voice-signed-url: no voice provider configured (ELEVENLABS_API_KEY in production, getSignedUrl locally).',
      );
      throw new HttpError(503, { error: 'voice_unavailable' });
    }
    let signed: SignedSession;
    try {
      signed = await deps.getSignedUrl(agentId);
    } catch (error) {
      deps.log.error(`voice-signed-url: ${describeError(error)}`);
      throw new HttpError(502, { error: 'voice_unavailable' });
    }
    try {
      await deps.sessions.insertSession(sessionRecord(session, agentId, signed.conversationId));
    } catch (error) {
      // The visitor's call matters more than our record of it: sign anyway, and say so in the logs.
      deps.log.error(`voice-signed-url: the session record was not stored: ${describeError(error)}`);
    }
    return { status: 200, body: { signedUrl: signed.signedUrl, conversationId: signed.conversationId } };
  });
}
