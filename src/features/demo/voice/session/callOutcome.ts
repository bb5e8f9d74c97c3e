import { BackendError } from '../../../../lib/backend.ts';
import { isBudgetRefusal, isBusyRefusal } from '../busy.ts';
import { StartTimeoutError } from '../timeouts.ts';
import type { SdkSession } from './sdkSession.ts';
import type { EndCause, EndReason, StartProblem, VoiceStart, VoiceState } from '../types.ts';

/** One press of Start, from the microphone request to the end of the call. */
export interface Attempt {
  request: VoiceStart;
  abort: AbortController;
  session: SdkSession | null;
  connectedAt: number | null;
  endBy: EndCause | null;
  timer?: ReturnType<typeof setTimeout>;
  /** The live call's ping watchdog: call on every server ping (see liveCall.ts). */
  onPing?: () => void;
  /** The SDK accepts feedback now (its onCanSendFeedbackChange). */
  canSendFeedback?: boolean;
}

/** The state once an attempt has settled: idle, and nothing of the live call left on screen. */
export const SETTLED_STATE: Partial<VoiceState> = {
  status: 'idle',
  activity: null,
  audioBlocked: false,
  queued: null,
};

/** Hangs up an attempt's session, if it has one; a failure is only logged. */
export function hangUp(leaving: Attempt): void {
  try {
    leaving.session?.end();
  } catch (error) {
    console.warn('[voice] Ending the session failed', error);
  }
}

export const since = (start: number) => Math.round(performance.now() - start);

/** How a call attempt finished, as the runtime sees it. */
export type Outcome = { reason: 'user' | 'agent' } | { reason: 'error'; message: string };

/** The plain-words end reason of a live call's outcome: an error is a lost connection. */
export const endReasonOf = (outcome: Outcome): EndReason => (outcome.reason === 'error' ? 'lost' : outcome.reason);

/** A failed start worth naming on screen: any step that ran out of time (link, microphone, socket), a busy service, or the used-up voice budget. */
export function startProblemOf(error: Error): StartProblem | null {
  if (isBudgetRefusal(error)) return 'budget';
  if (isBusyRefusal(error)) return 'busy';
  if (error instanceof StartTimeoutError) return 'timeout';
  return error instanceof BackendError && error.code === 'timeout' ? 'timeout' : null;
}

/**
 * The watchdog: a call whose network goes away often keeps its socket "open" for a long time, so the
 * browser's `offline` event ends it at once. Stops listening when `signal` aborts (the attempt settled).
 */
export function watchConnection(signal: AbortSignal, onLost: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', onLost, { signal });
}
