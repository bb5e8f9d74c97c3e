// A placed call's state for the page (the contract's GET ?call=), from ElevenLabs
// GET /v1/convai/conversations/{id}. The mapping and its sources are written down in the shared note
// phone-call-states.md (callme-sim, issue 40), which the local simulator implements: decide by
// metadata.phone_call.call_result first (SDK 2.73 CallResult: answered, voicemail, busy, no_answer,
// failed; the only typed outcome), then status (GetConversationResponseModelStatus). termination_reason
// is free text and never parsed; "declined" only on the explicit metadata.error.reason "call_rejected"
// (SDK ResponseConversationErrorType), since carriers report most rejections as busy.

export type CallState =
  | { state: 'placing' | 'ringing' | 'in-progress' }
  | { state: 'ended'; reason: 'completed' | 'no-answer' | 'busy' | 'declined' | 'failed' };

/** Sent as telephony_call_config.ringing_timeout_secs: how long the phone rings before the call gives up. */
export const RING_TIMEOUT_SECS = 40;
/** A call still ringing this long after it was placed has not been answered, whatever the record says. */
export const RING_GIVE_UP_MS = (RING_TIMEOUT_SECS + 60) * 1000;
/** A conversation not readable yet this long after the POST answered is counted as ringing. */
export const NOT_LISTED_GRACE_MS = 30_000;

interface ConversationFields {
  status?: unknown;
  metadata?: { phone_call?: { call_result?: unknown } | null; error?: { reason?: unknown } | null } | null;
}

/** The state of a conversation record (`null`: not found yet), `ageMs` after the call was placed. */
export function callStateOf(record: unknown, ageMs: number): CallState {
  if (record === null) return ageMs < NOT_LISTED_GRACE_MS ? { state: 'ringing' } : { state: 'ended', reason: 'failed' };
  const fields = record as ConversationFields;
  const result = fields.metadata?.phone_call?.call_result;
  if (result === 'no_answer' || result === 'voicemail') return { state: 'ended', reason: 'no-answer' };
  if (result === 'busy') {
    const declined = fields.metadata?.error?.reason === 'call_rejected';
    return { state: 'ended', reason: declined ? 'declined' : 'busy' };
  }
  if (result === 'failed' || fields.status === 'failed') return { state: 'ended', reason: 'failed' };
  if (fields.status === 'in-progress') return { state: 'in-progress' };
  if (fields.status === 'processing' || fields.status === 'done') return { state: 'ended', reason: 'completed' };
  // initiated (or a status added later): still ringing, until it cannot be any more.
  return ageMs > RING_GIVE_UP_MS ? { state: 'ended', reason: 'no-answer' } : { state: 'ringing' };
}
