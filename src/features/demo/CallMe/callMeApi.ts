import { backendConfig, BackendError, invokeFunction, refusal } from '../../../lib/backend.ts';
import { browserTimeZone, type SessionRequest } from '../voice/signedUrl.ts';

/** Where a phone call stands (the voice-call-me contract's GET). */
export type PhoneCallState = 'placing' | 'ringing' | 'in-progress' | 'ended';

/** Why an ended call ended. */
export type PhoneEndReason = 'completed' | 'no-answer' | 'busy' | 'declined' | 'failed';

export interface PhoneCallStatus {
  state: PhoneCallState;
  /** Only once `ended`. */
  reason?: PhoneEndReason;
  conversationId: string;
}

/** A placed call: the id to poll, the conversation it became, and its first state. */
export interface PlacedCall extends PhoneCallStatus {
  callId: string;
}

/** A call the page follows: its id and where it stands (from the POST, then the polled GET). */
export interface PhoneCall {
  callId: string;
  status: PhoneCallStatus;
  /** The state could not be read for a while (the screen says so and keeps trying). */
  lost: boolean;
}

/** What the page sends to place a call: the signed-session record plus the number and the consent. */
export interface CallMeRequest extends SessionRequest {
  /** The number as the visitor typed it. */
  phone: string;
  /** The country a national number belongs to (the visitor's, see visitorCountry.ts). */
  country: string;
  consent: true;
  /** The same variables the browser demo passes to the SDK. */
  dynamicVariables: Record<string, string>;
  /** The page's language (BCP 47), when the document says it. */
  locale?: string;
}

const FUNCTION = 'voice-call-me';
const STATES: readonly PhoneCallState[] = ['placing', 'ringing', 'in-progress', 'ended'];
const REASONS: readonly PhoneEndReason[] = ['completed', 'no-answer', 'busy', 'declined', 'failed'];

/** Reads the contract's state answer; anything else is the server's mistake, reported as one. */
function statusOf(answer: unknown): PhoneCallStatus {
  const value = (answer ?? {}) as Record<string, unknown>;
  const state = STATES.find((known) => known === value.state);
  if (!state || typeof value.conversationId !== 'string') {
    throw new BackendError(`${FUNCTION} answered without a state and a conversationId`, 200, 'malformed');
  }
  const reason = REASONS.find((known) => known === value.reason);
  return { state, conversationId: value.conversationId, ...(state === 'ended' ? { reason: reason ?? 'failed' } : {}) };
}

/**
 * Asks the agent to phone the visitor. The function checks the captcha (X-Altcha, added by
 * src/lib/captcha.ts like for voice-signed-url), the number, the consent and every limit before it dials;
 * a refusal rejects with a BackendError whose `code` and `body` say which (see refusalText.ts).
 */
export async function placeCall(request: CallMeRequest, signal?: AbortSignal): Promise<PlacedCall> {
  (await import('../../../lib/captcha.ts')).startCaptcha();
  const body = { ...request, ...browserTimeZone() };
  const answer = await invokeFunction<{ callId?: unknown }>(FUNCTION, body, signal ? { signal } : {});
  if (typeof answer?.callId !== 'string') {
    throw new BackendError(`${FUNCTION} answered without a callId`, 200, 'malformed');
  }
  return { callId: answer.callId, ...statusOf(answer) };
}

/** The call's state now (GET ?call=); the call screen polls it. */
export async function readCall(callId: string, signal?: AbortSignal): Promise<PhoneCallStatus> {
  const { url, anonKey } = backendConfig();
  const response = await fetch(`${url}/functions/v1/${FUNCTION}?call=${encodeURIComponent(callId)}`, {
    // As invokeFunction: a publishable key goes in apikey alone, a legacy anon key (a JWT) in both.
    headers: { apikey: anonKey, ...(anonKey.startsWith('sb_') ? {} : { Authorization: `Bearer ${anonKey}` }) },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await refusal(FUNCTION, response);
  return statusOf(await response.json().catch(() => null));
}
