import { latestAgentEntry } from './transcript.ts';
import type { VoiceState } from './types.ts';

/**
 * The voice state before any call, and what can be read from a state. Its own module, so the store
 * (voiceStore.ts) and the SDK chunk it loads (session/runtime.ts) both import it and never each other.
 */
export const INITIAL_VOICE_STATE: VoiceState = {
  status: 'idle',
  textOnly: false,
  transcript: [],
  ratedEventId: null,
  bookingOffered: false,
  endReason: null,
  startProblem: null,
  conversationId: null,
  apiOrigin: null,
  callRating: 'idle',
  queued: null,
  activity: null,
  audioBlocked: false,
};

/**
 * The latest agent answer can be rated now: the call is live, the SDK allows it (`canSendFeedback`, from
 * useConversationFeedback or the SDK's callback), and it is not rated yet.
 */
export function selectCanRate(state: VoiceState, canSendFeedback: boolean): boolean {
  const latest = latestAgentEntry(state.transcript)?.eventId;
  return state.status === 'connected' && canSendFeedback && latest !== undefined && latest !== state.ratedEventId;
}
