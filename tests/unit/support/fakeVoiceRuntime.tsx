// Stands in for src/features/demo/voice/session/VoiceSession.tsx (the session chunk) in component tests:
// the page's voice store loads it as it would the real one, and it renders the real session screen. Its
// runtime records what the engine asked of it, and the test moves the call along by hand: setStatus,
// and the events of the latest start. The SDK's hooks the screen reads come from fakeConversation.tsx
// (mock @elevenlabs/react with it too), which follow the store's status.
import { useEffect } from 'react';
import { SessionScreen } from '../../../src/features/demo/SessionScreen/SessionScreen.tsx';
import type {
  EndCause,
  VoiceRuntime,
  VoiceStart,
  VoiceStateWriter,
  VoiceStatus,
} from '../../../src/features/demo/voice/types.ts';
import type { VoiceSessionProps } from '../../../src/features/demo/voice/session/VoiceSession.tsx';
import { resetFakeConversation } from './fakeConversation.tsx';

interface FakeVoice {
  /** The store the runtime writes to: null until the page has loaded the chunk and mounted its bridge. */
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
  resetFakeConversation();
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

function createFakeRuntime(store: VoiceStateWriter): VoiceRuntime {
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
    enableAudio: () => store.set({ audioBlocked: false }),
    showBookingLink: () => store.set({ bookingOffered: true }),
    leave: () => {},
  };
}

/** The chunk's component: attaches the fake runtime (as the real bridge does) and renders the real screen. */
export function VoiceSession({ host, screen }: VoiceSessionProps) {
  useEffect(() => host.attach(createFakeRuntime), [host]);
  return screen && <SessionScreen {...screen} />;
}
