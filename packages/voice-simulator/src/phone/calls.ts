/**
 * The outbound calls the local ElevenLabs places, and the local phone they ring (`/__sim/phone`). A call rings
 * until the phone answers, declines, or the ring timeout runs out; the phone can be set busy, refusing every
 * call at once. Once answered, the phone holds the conversation over the ConvAI WebSocket as the browser demo
 * does, with the init data the outbound-call request sent: the call's `dynamic_variables` and overrides, as
 * the service applies them to a phone call. The outcomes and how the conversation reports them are those of
 * /work/wt/shared/phone-call-states.md (call-conversation.ts writes them).
 */
import { randomBytes } from 'node:crypto';
import type { PhoneProvider } from './phone-number-store.ts';
import type { ConversationInitiationClientData } from '../conversation/wire-messages.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';

/** How a call ended for the visitor; `answered` once the phone's conversation has closed. */
export type PhoneCallOutcome = 'answered' | 'no_answer' | 'busy' | 'declined' | 'failed';

export interface SimPhoneCall {
  /** The conversation id the outbound-call request answers with (`conv_sim_…`). */
  conversationId: string;
  agentId: string;
  phoneNumberId: string;
  provider: PhoneProvider;
  /** The number the call comes from (the imported number) and the number it rings. */
  agentNumber: string;
  toNumber: string;
  label: string;
  /** Twilio's `CA…` call sid, or the SIP trunk's call id. */
  callSid: string;
  /** `conversation_initiation_client_data` of the outbound-call request, as sent (snake_case). */
  clientData: Record<string, unknown>;
  placedAt: number;
  ringTimeoutMs: number;
  phase: 'ringing' | 'answered' | 'ended';
  answeredAt: number | null;
  endedAt: number | null;
  outcome: PhoneCallOutcome | null;
  /** The phone's conversation once its WebSocket connected. */
  session: SimSessionRecord | null;
}

/** The local phone's switches: `PUT /__sim/phone/settings`. */
export interface PhoneSettings {
  /** Refuse every new call as a busy line (call_result `busy`). */
  busy: boolean;
  /** Ring at most this long (the request's `telephony_call_config.ringing_timeout_secs` may be shorter). */
  ringTimeoutMs: number;
}

export const DEFAULT_PHONE_SETTINGS: PhoneSettings = { busy: false, ringTimeoutMs: 30_000 };
/** An answered call whose phone never opens its conversation has failed (a closed tab, a network error). */
const CONNECT_TIMEOUT_MS = 20_000;

export interface PlaceCall {
  agentId: string;
  phoneNumberId: string;
  provider: PhoneProvider;
  agentNumber: string;
  toNumber: string;
  label: string;
  clientData: Record<string, unknown>;
  /** `telephony_call_config.ringing_timeout_secs`, when the request set it. */
  ringingTimeoutSecs: number | null;
}

export interface PhoneCalls {
  place(request: PlaceCall): SimPhoneCall;
  list(): SimPhoneCall[];
  get(conversationId: string): SimPhoneCall | undefined;
  /** Picks up a ringing call: false when it no longer rings. */
  answer(conversationId: string): boolean;
  /** Ends a ringing call as declined, or as rung out (the handset gave up now): false when it no longer rings. */
  decline(conversationId: string): boolean;
  ringOut(conversationId: string): boolean;
  /** The phone's WebSocket for this conversation connected: the call's init data replaces the page's. */
  connect(
    conversationId: string,
    record: SimSessionRecord,
  ): ((sent: ConversationInitiationClientData) => ConversationInitiationClientData) | null;
  /** Ends a call that was answered but whose conversation could not start. */
  fail(conversationId: string): void;
  forget(conversationId: string): void;
  settings(): PhoneSettings;
  setSettings(patch: Partial<PhoneSettings> | null): PhoneSettings;
  close(): void;
}

/** A call just placed: ringing, with a call id in the provider's format. */
function newCall(request: PlaceCall, phoneRingLimitMs: number, nowMs: number): SimPhoneCall {
  return {
    conversationId: `conv_sim_${randomBytes(10).toString('hex')}`,
    agentId: request.agentId,
    phoneNumberId: request.phoneNumberId,
    provider: request.provider,
    agentNumber: request.agentNumber,
    toNumber: request.toNumber,
    label: request.label,
    callSid:
      request.provider === 'twilio' ? `CA${randomBytes(16).toString('hex')}` : `SCL_${randomBytes(9).toString('hex')}`,
    clientData: request.clientData,
    placedAt: nowMs,
    // The request's ring time, cut short by the phone's own (a handset or carrier gives up on its own too).
    ringTimeoutMs: Math.min(
      request.ringingTimeoutSecs !== null ? request.ringingTimeoutSecs * 1000 : Infinity,
      phoneRingLimitMs,
    ),
    phase: 'ringing',
    answeredAt: null,
    endedAt: null,
    outcome: null,
    session: null,
  };
}

export function createPhoneCalls(now: () => number = Date.now): PhoneCalls {
  const calls = new Map<string, SimPhoneCall>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let settings: PhoneSettings = { ...DEFAULT_PHONE_SETTINGS };

  const later = (call: SimPhoneCall, ms: number, run: () => void) => {
    clearTimeout(timers.get(call.conversationId));
    const timer = setTimeout(() => {
      timers.delete(call.conversationId);
      run();
    }, ms);
    timer.unref();
    timers.set(call.conversationId, timer);
  };
  const end = (call: SimPhoneCall, outcome: PhoneCallOutcome) => {
    clearTimeout(timers.get(call.conversationId));
    timers.delete(call.conversationId);
    call.phase = 'ended';
    call.outcome = outcome;
    call.endedAt = now();
  };
  const endRinging = (conversationId: string, outcome: PhoneCallOutcome) => {
    const call = calls.get(conversationId);
    if (call?.phase !== 'ringing') return false;
    end(call, outcome);
    return true;
  };

  return {
    place(request) {
      const call = newCall(request, settings.ringTimeoutMs, now());
      calls.set(call.conversationId, call);
      if (settings.busy) end(call, 'busy');
      else later(call, call.ringTimeoutMs, () => call.phase === 'ringing' && end(call, 'no_answer'));
      return call;
    },
    list: () => [...calls.values()],
    get: (conversationId) => calls.get(conversationId),
    answer(conversationId) {
      const call = calls.get(conversationId);
      if (call?.phase !== 'ringing') return false;
      call.phase = 'answered';
      call.answeredAt = now();
      later(call, CONNECT_TIMEOUT_MS, () => call.session === null && end(call, 'failed'));
      return true;
    },
    decline: (conversationId) => endRinging(conversationId, 'declined'),
    ringOut: (conversationId) => endRinging(conversationId, 'no_answer'),
    connect(conversationId, record) {
      const call = calls.get(conversationId);
      if (call?.phase !== 'answered' || call.session) return null;
      clearTimeout(timers.get(conversationId));
      call.session = record;
      // What the phone's SDK sends is replaced by what the outbound-call request asked for.
      return (sent) => ({ ...(call.clientData as Partial<ConversationInitiationClientData>), type: sent.type });
    },
    fail(conversationId) {
      const call = calls.get(conversationId);
      if (call && call.phase !== 'ended') end(call, 'failed');
    },
    forget(conversationId) {
      clearTimeout(timers.get(conversationId));
      calls.delete(conversationId);
    },
    settings: () => settings,
    setSettings(patch) {
      settings = patch ? { ...settings, ...patch } : { ...DEFAULT_PHONE_SETTINGS };
      return settings;
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
