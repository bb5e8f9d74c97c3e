/**
 * ElevenLabs' post-call webhook, as the service sends it once a conversation ends: a
 * `post_call_transcription` event, signed with `ElevenLabs-Signature` (see
 * signature.ts), POSTed to the configured URL. The simulator has
 * no LLM, so the summary and data collection are made from what the session recorded.
 */
import type { SimAgent } from '../rest-api/agent-store.ts';
import { simulatedAnalysis } from './post-call-analysis.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';
import { POST_CALL_SIGNATURE_HEADER, signPostCallWebhook } from './signature.ts';

export interface PostCallWebhook {
  /** Where to POST: a full URL, or a path on the host the conversation connected to (/functions/v1/voice-post-call). */
  url: string;
  /** The shared secret (ELEVENLABS_WEBHOOK_SECRET on the receiving side). */
  secret: string;
  /** Told when a delivery fails; silent by default. */
  log?: (message: string) => void;
}

/** The event body for a closed session, shaped like ElevenLabs' (only the fields receivers read). */
export function postCallPayload(record: SimSessionRecord, endedAtMs: number, agent?: SimAgent) {
  const openedAtMs = Date.parse(record.openedAt);
  const durationSecs = Math.max(0, Math.round((endedAtMs - openedAtMs) / 1000));
  const variables = record.init?.dynamicVariables ?? {};
  const callerName = typeof variables.caller_name === 'string' && variables.caller_name ? variables.caller_name : null;
  const userTurns = [...record.userTranscripts, ...record.userMessages.map((message) => message.text)];
  const transcript = [
    ...record.agentTurns.map((turn) => ({ role: 'agent', message: turn.text, time_in_call_secs: null })),
    ...userTurns.map((text) => ({ role: 'user', message: text, time_in_call_secs: null })),
  ];
  const who = callerName ?? 'The visitor';
  return {
    type: 'post_call_transcription',
    event_timestamp: Math.floor(endedAtMs / 1000),
    data: {
      agent_id: record.agentId,
      conversation_id: record.id,
      status: 'done',
      transcript,
      metadata: { start_time_unix_secs: Math.floor(openedAtMs / 1000), call_duration_secs: durationSecs },
      analysis: {
        call_successful: userTurns.length > 0 ? 'success' : 'unknown',
        transcript_summary:
          `${who} talked with the simulated agent for ${durationSecs} s: ` +
          `${record.agentTurns.length} agent turn(s), ${userTurns.length} visitor turn(s).`,
        data_collection_results: callerName ? { caller_name: { value: callerName } } : {},
        // The agent's own criteria and fields, when it was pushed with them (post-call-analysis.ts).
        ...simulatedAnalysis(agent, userTurns),
      },
      conversation_initiation_client_data: { dynamic_variables: variables },
    },
  };
}

/** Sends the signed webhook for a session that was let in (had its init); refused ones get none. */
export async function sendPostCallWebhook(
  webhook: PostCallWebhook,
  record: SimSessionRecord,
  host: string,
  now = Date.now(),
  agent?: SimAgent,
): Promise<number | null> {
  if (!record.init || !record.agentId) return null;
  const body = JSON.stringify(postCallPayload(record, now, agent));
  const signature = signPostCallWebhook(body, webhook.secret, Math.floor(now / 1000));
  try {
    const response = await fetch(new URL(webhook.url, `http://${host}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [POST_CALL_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) webhook.log?.(`post-call webhook for ${record.id}: HTTP ${response.status}`);
    return response.status;
  } catch (error) {
    webhook.log?.(`post-call webhook for ${record.id} failed: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
