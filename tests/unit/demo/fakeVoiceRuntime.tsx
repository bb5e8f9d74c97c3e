// Stands in for src/features/demo/voice/VoiceRuntime.tsx (the SDK chunk) in component tests: the page's
// voice store loads it as it would the real one. It records what the engine asked of it, and the test
// moves the call along by hand: setStatus, and the events of the latest start.
import type {
  EndCause,
  VoiceActions,
  VoiceStart,
  VoiceStateWriter,
  VoiceStatus,
} from '../../../src/features/demo/voice/types.ts';

interface FakeVoice {
  /** The store the runtime writes to: null until the page's store has loaded the SDK chunk. */
  store: VoiceStateWriter | null;
  /** Every start, with the variables the agent would have received. */
  starts: Array<Pick<VoiceStart, 'textOnly' | 'origin' | 'dynamicVariables' | 'language'>>;
  ends: EndCause[];
  /** The latest start, whose events the test fires. */
  latest: VoiceStart | null;
}

export const fakeVoice: FakeVoice = { store: null, starts: [], ends: [], latest: null };

export function resetFakeVoice() {
  fakeVoice.store = null;
  fakeVoice.starts = [];
  fakeVoice.ends = [];
  fakeVoice.latest = null;
}

/** Moves the call to this status, as the SDK would. */
export function setStatus(status: VoiceStatus) {
  if (!fakeVoice.store) throw new Error('The voice runtime has not loaded');
  fakeVoice.store.set({ status });
}

/** The events the engine handed to the latest start (toasts, screens, analytics). */
export function voiceEvents() {
  if (!fakeVoice.latest) throw new Error('No call was started');
  return fakeVoice.latest.events;
}

export function createVoiceRuntime(store: VoiceStateWriter): VoiceActions {
  fakeVoice.store = store;
  return {
    start(request) {
      const { textOnly, origin, dynamicVariables, language } = request;
      fakeVoice.starts.push({ textOnly, origin, dynamicVariables, language });
      fakeVoice.latest = request;
      store.set({ status: 'preparing', textOnly });
    },
    end(by) {
      fakeVoice.ends.push(by);
      store.set({ status: 'idle' });
    },
    sendText: () => true,
    sendFeedback: () => {},
    setMuted: (muted) => store.set({ muted }),
    enableAudio: () => store.set({ audioBlocked: false }),
    levels: () => ({ input: 0, output: 0 }),
    spectrum: () => null,
    leave: () => {},
  };
}
