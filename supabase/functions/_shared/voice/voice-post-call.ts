// ElevenLabs' post-call webhook: verify the signature, store the outcome on the session record once,
// then tell the flow's team (one e-mail per session). Refusals store nothing and say precisely why.
// https://elevenlabs.io/docs/conversational-ai/workflows/post-call-webhooks
import { z } from 'zod';
import { VOICE_AGENT_FLOWS, VOICE_AGENT_IDS } from '../generated/voice-agent-ids.ts';
import { HttpError, jsonResponse, readAtMost } from '../http/http.ts';
import { describeError, type Logger } from '../http/log.ts';
import { enqueueEmail, type OutboxStore } from '../email/outbox.ts';
import { cutToCharacters, readVoiceAnalysis } from './voice-analysis.ts';
import { notificationRecipients, type VoiceLeadsConfig } from './voice-leads.ts';
import { sessionEmail } from './voice-session-email.ts';
import type { VoiceSessionOutcome, VoiceSessionStore } from './voice-sessions.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/** Transcripts of long calls run to a few hundred KB; anything far beyond is not ElevenLabs. */
export const MAX_WEBHOOK_BYTES = 2 * 1024 * 1024;
/** voice_sessions.summary holds at most 20,000 characters (voice_sessions_summary_length). */
export const MAX_SUMMARY_CHARACTERS = 20_000;
/** ElevenLabs' verdict is 'success', 'failure' or 'unknown'; anything longer is cut, never refused. */
const MAX_VERDICT_CHARACTERS = 50;

export interface VoicePostCallDeps {
  /** ELEVENLABS_WEBHOOK_SECRET; null answers 503 so a missing secret is noticed, never skipped. */
  secret: string | null;
  store: VoiceSessionStore;
  config: VoiceLeadsConfig;
  /** The e-mail outbox: the team's e-mail is queued there and sent (and retried) by its drain. */
  outbox: OutboxStore;
  now(): number;
  log: Logger;
  /** This site's agents (default the generated allow-list): a missing session of one of them is still stored. */
  agentIds?: ReadonlySet<string>;
}

/** The flow recorded for a call whose session row was never stored (a failed insert in voice-signed-url). */
export const UNKNOWN_FLOW = 'unknown';

const PostCallSchema = z.object({
  type: z.string(),
  data: z.object({
    agent_id: z.string(),
    conversation_id: z.string().min(1).max(200),
    transcript: z.array(z.unknown()).nullish(),
    metadata: z.object({ call_duration_secs: z.number().nonnegative().nullish() }).loose().nullish(),
    analysis: z
      .object({
        call_successful: z.string().nullish(),
        transcript_summary: z.string().nullish(),
        data_collection_results: z.record(z.string(), z.unknown()).nullish(),
      })
      .loose()
      .nullish(),
  }),
});

const SIGNATURE_ERRORS = {
  missing: 'signature_missing',
  malformed: 'signature_malformed',
  stale: 'signature_expired',
  invalid: 'signature_invalid',
} as const;

export async function handleVoicePostCall(req: Request, deps: VoicePostCallDeps): Promise<Response> {
  try {
    return jsonResponse(200, await receive(req, deps));
  } catch (error) {
    if (error instanceof HttpError) return jsonResponse(error.status, error.body, error.headers);
    deps.log.error(`voice-post-call: unexpected failure: ${describeError(error)}`);
    return jsonResponse(500, { error: 'internal_error' });
  }
}

async function receive(req: Request, deps: VoicePostCallDeps): Promise<Record<string, unknown>> {
  if (req.method !== 'POST') throw new HttpError(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
  if (!deps.secret) {
    deps.log.error('voice-post-call: ELEVENLABS_WEBHOOK_SECRET is not set; refusing every delivery.');
    throw new HttpError(503, { error: 'webhook_not_configured' });
  }
  if (Number(req.headers.get('content-length') ?? '0') > MAX_WEBHOOK_BYTES) {
    throw new HttpError(413, { error: 'payload_too_large' });
  }
  // Counted while it arrives: a missing or false Content-Length cannot make us buffer more.
  let rawBody: string;
  try {
    rawBody = new TextDecoder().decode(await readAtMost(req, MAX_WEBHOOK_BYTES));
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(413, { error: 'payload_too_large' });
    throw error;
  }

  const check = await verifyWebhookSignature(req.headers.get('elevenlabs-signature'), rawBody, deps.secret, deps.now());
  if (!check.ok) throw new HttpError(401, { error: SIGNATURE_ERRORS[check.reason] });

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, { error: 'invalid_json' });
  }
  const parsed = PostCallSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, { error: 'invalid_payload' });
  // Audio and failed-initiation events may share the endpoint; they carry nothing we keep.
  if (parsed.data.type !== 'post_call_transcription') return { ignored: parsed.data.type };

  const { data } = parsed.data;
  // The webhook is workspace-wide: other agents' calls are not failures (ElevenLabs disables a webhook
  // after repeated ones), so they get 200 { ignored }. Ours are stored even without a session row.
  if (!(deps.agentIds ?? VOICE_AGENT_IDS).has(data.agent_id)) return { ignored: 'unknown_agent' };
  let session = await deps.store.findSession(data.conversation_id);
  if (!session) {
    const served = VOICE_AGENT_FLOWS[data.agent_id];
    const flow = served?.length === 1 ? served[0]! : UNKNOWN_FLOW;
    deps.log.warn(`voice-post-call: no session row for a call of ${data.agent_id}; storing it from the webhook.`);
    await deps.store.insertSession({
      conversation_id: data.conversation_id,
      flow,
      agent_id: data.agent_id,
      details: {},
      notice_shown: false,
      page: null,
    });
    session = {
      conversation_id: data.conversation_id,
      flow,
      agent_id: data.agent_id,
      details: {},
      outcome_at: null,
    };
  }
  if (session.agent_id !== data.agent_id) return { ignored: 'agent_mismatch' };
  if (session.outcome_at !== null) throw new HttpError(409, { error: 'already_recorded' });

  const keepTranscript = deps.config.flows[session.flow]?.keepTranscript ?? false;
  const verdict = data.analysis?.call_successful;
  const summary = data.analysis?.transcript_summary;
  // Cut to what the columns hold: an outcome that fails a check constraint would fail on every retry.
  const outcome: VoiceSessionOutcome = {
    duration_seconds: data.metadata?.call_duration_secs == null ? null : Math.round(data.metadata.call_duration_secs),
    call_successful: verdict == null ? null : cutToCharacters(verdict, MAX_VERDICT_CHARACTERS),
    summary: summary == null ? null : cutToCharacters(summary, MAX_SUMMARY_CHARACTERS),
    // The evaluation per criterion and the collected fields, normalised and bounded (voice-analysis.ts).
    ...readVoiceAnalysis(data.analysis),
    transcript: keepTranscript ? (data.transcript ?? null) : null,
  };
  const to = notificationRecipients(deps.config, session.flow, outcome.duration_seconds);
  // The outcome and the team its e-mail is owed to are stored together: if this function dies before
  // the e-mail is queued, or queueing fails, the drain's sweep queues it from the row (outbox-sweep.ts).
  if (!(await deps.store.recordOutcome(data.conversation_id, outcome, to))) {
    throw new HttpError(409, { error: 'already_recorded' });
  }
  if (to.length === 0) return { stored: true, notified: false };
  try {
    // One e-mail per session, whatever happens: the session's own row records it was queued, so the
    // sweep and a second queueing find it done (public.queue_lead_email).
    await enqueueEmail(deps.outbox, `voice_session:${data.conversation_id}`, sessionEmail(session, outcome, to));
    return { stored: true, notified: true };
  } catch (error) {
    // The outcome is stored; a second delivery would be refused as a replay, so answer 200 and log:
    // the drain's sweep sends the e-mail.
    deps.log.error(
      `voice-post-call: queuing the e-mail for a ${session.flow} session failed (the drain's sweep will): ${describeError(error)}`,
    );
    return { stored: true, notified: false };
  }
}
