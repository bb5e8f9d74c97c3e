/**
 * A phone call as `GET /v1/convai/conversations/:id` answers it (the SDK's `GetConversationResponseModel`, wire
 * names): `status` and `metadata.phone_call.call_result` carry the call's progress and outcome. The platform
 * documents the fields (SDK 2.73 `GetConversationResponseModelStatus`, `CallResult`,
 * `ConversationHistoryTwilioPhoneCallModel`) but not which values a no-answer, busy or declined call gets;
 * the choices below are written down, with their sources, in /work/wt/shared/phone-call-states.md, which the
 * voice-call-me function reads the same way.
 */
import type { PhoneCallOutcome, SimPhoneCall } from './calls.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';

/** The analysis runs this long after the line closes: `processing`, then `done`. */
export const PROCESSING_MS = 1000;

/** `call_result` and `metadata.error` per outcome; the error codes are SIP final responses, the simulator's choice. */
const OUTCOMES: Record<
  PhoneCallOutcome,
  { callResult: string; error: { code: number; reason: string } | null; termination: string }
> = {
  answered: { callResult: 'answered', error: null, termination: 'Call ended by the recipient' },
  no_answer: { callResult: 'no_answer', error: { code: 480, reason: 'no_answer' }, termination: 'No answer' },
  busy: { callResult: 'busy', error: { code: 486, reason: 'line_busy' }, termination: 'Line busy' },
  // "call_rejected" is ResponseConversationErrorType's value; carriers report a rejected call as busy.
  declined: {
    callResult: 'busy',
    error: { code: 603, reason: 'call_rejected' },
    termination: 'Call declined by the recipient',
  },
  failed: {
    callResult: 'failed',
    error: { code: 500, reason: 'call_initialization_error' },
    termination: 'Call failed',
  },
};

function statusOf(call: SimPhoneCall, nowMs: number): string {
  if (call.phase === 'ringing') return 'initiated';
  if (call.phase === 'answered') return 'in-progress';
  if (call.outcome !== 'answered') return 'failed';
  return nowMs - (call.endedAt ?? nowMs) < PROCESSING_MS ? 'processing' : 'done';
}

/** Agent and visitor turns in the order they came: each reply follows the visitor's line it answers. */
function transcriptOf(record: SimSessionRecord | null): Array<Record<string, unknown>> {
  if (!record) return [];
  const visitor = [...record.userMessages.map((message) => message.text), ...record.userTranscripts];
  const turns: Array<Record<string, unknown>> = [];
  for (const turn of record.agentTurns) {
    if ((turn.trigger === 'user_message' || turn.trigger === 'user_audio') && visitor.length > 0) {
      turns.push({ role: 'user', message: visitor.shift(), time_in_call_secs: 0 });
    }
    turns.push({ role: 'agent', message: turn.text, time_in_call_secs: 0 });
  }
  return [...turns, ...visitor.map((message) => ({ role: 'user', message, time_in_call_secs: 0 }))];
}

/** The conversation of a phone call, as the conversations API answers it. */
export function phoneConversationView(call: SimPhoneCall, nowMs: number): Record<string, unknown> {
  settle(call);
  const outcome = call.phase === 'ended' && call.outcome ? OUTCOMES[call.outcome] : null;
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const talkedFrom = call.answeredAt ?? call.placedAt;
  const phoneCall = {
    type: call.provider === 'twilio' ? 'twilio' : 'sip_trunking',
    direction: 'outbound',
    phone_number_id: call.phoneNumberId,
    agent_number: call.agentNumber,
    external_number: call.toNumber,
    ...(outcome ? { call_result: outcome.callResult } : {}),
    ...(call.provider === 'twilio' ? { stream_sid: `MZ${call.callSid.slice(2)}` } : { call_id: call.callSid }),
    call_sid: call.callSid,
  };
  return {
    agent_id: call.agentId,
    conversation_id: call.conversationId,
    status: statusOf(call, nowMs),
    transcript: transcriptOf(call.session),
    metadata: {
      start_time_unix_secs: seconds(call.placedAt),
      ...(call.answeredAt !== null ? { accepted_time_unix_secs: seconds(call.answeredAt) } : {}),
      call_duration_secs: call.answeredAt === null ? 0 : seconds((call.endedAt ?? nowMs) - talkedFrom),
      phone_call: phoneCall,
      termination_reason:
        call.outcome === 'answered' && call.session?.close?.by === 'server'
          ? 'Call ended by the agent'
          : (outcome?.termination ?? ''),
      ...(outcome?.error ? { error: outcome.error } : {}),
    },
    conversation_initiation_client_data: call.clientData,
    has_audio: call.session?.connectedAt != null,
    has_user_audio: false,
    has_response_audio: call.session?.connectedAt != null,
    has_auxiliary_audio: false,
  };
}

/**
 * Where the call stands, reading the phone's conversation: an answered call ends when its conversation
 * closes, `answered` if the agent got to talk (the metadata went out), `failed` if it was refused.
 */
export function settle(call: SimPhoneCall): SimPhoneCall {
  const record = call.session;
  if (call.phase === 'answered' && record?.status === 'closed') {
    call.phase = 'ended';
    call.outcome = record.connectedAt ? 'answered' : 'failed';
    call.endedAt = Date.parse(record.close?.at ?? new Date().toISOString());
  }
  return call;
}
