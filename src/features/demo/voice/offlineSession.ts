import type { VoicePhase, VoiceSession, VoiceStart } from './types.ts';

const NO_LEVELS = { input: 0, output: 0 };

/**
 * The session shown while the SDK chunk is loading (a start is queued until it arrives) or after it
 * failed to load (a start reports a failure).
 */
export function offlineSession(
  phase: Extract<VoicePhase, 'loading' | 'unavailable'>,
  start: (request: VoiceStart) => void,
): VoiceSession {
  return {
    phase,
    textOnly: false,
    mode: 'listening',
    transcript: [],
    canRate: false,
    start,
    end: () => {},
    sendText: () => false,
    rate: () => {},
    levels: () => NO_LEVELS,
  };
}
