import { BackendError } from '../../../lib/backend.ts';
import { StartTimeoutError } from './timeouts.ts';
import type { SdkSession } from './sdkSession.ts';
import type { EndCause, EndReason, StartProblem, VoiceStart } from './types.ts';

/** One press of Start, from the microphone request to the end of the call. */
export interface Attempt {
  request: VoiceStart;
  abort: AbortController;
  session: SdkSession | null;
  connectedAt: number | null;
  endBy: EndCause | null;
  timer?: ReturnType<typeof setTimeout>;
}

export const since = (start: number) => Math.round(performance.now() - start);

/** How a call attempt finished, as the runtime sees it. */
export type Outcome = { reason: 'user' | 'agent' } | { reason: 'error'; message: string };

/** The plain-words end reason of a live call's outcome: an error is a lost connection. */
export const endReasonOf = (outcome: Outcome): EndReason => (outcome.reason === 'error' ? 'lost' : outcome.reason);

/** A failed start worth naming on screen: any step that ran out of time (link, microphone, socket). */
export function startProblemOf(error: Error): StartProblem | null {
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
