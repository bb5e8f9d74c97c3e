// Stands in for @elevenlabs/react in component tests (vi.mock('@elevenlabs/react', () =>
// import('./fakeConversation.tsx'))): the session screen's SDK hooks, with no SDK behind them. The status
// follows the page's voice store (what fakeVoiceRuntime's setStatus moves); mode, mute and feedback are
// the test's to set.
import { useSyncExternalStore, type ReactNode } from 'react';
import { useVoice } from '../../../src/features/demo/voice/useVoice.ts';

interface FakeConversation {
  mode: 'speaking' | 'listening';
  isMuted: boolean;
  canSendFeedback: boolean;
  /** What the screen sent through the hooks. */
  feedback: Array<[boolean, number]>;
}

let fake: FakeConversation = { mode: 'listening', isMuted: false, canSendFeedback: false, feedback: [] };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const useFake = () => useSyncExternalStore(subscribe, () => fake);

/** Changes what the fake hooks report, as the SDK's callbacks would. */
export function setFakeConversation(patch: Partial<FakeConversation>) {
  fake = { ...fake, ...patch };
  for (const listener of listeners) listener();
}

export function resetFakeConversation() {
  fake = { mode: 'listening', isMuted: false, canSendFeedback: false, feedback: [] };
}

export const ConversationProvider = ({ children }: { children?: ReactNode }) => children;

export function useConversationStatus() {
  const connected = useVoice((state) => state.status === 'connected');
  return { status: connected ? 'connected' : 'disconnected' };
}

export function useConversationMode() {
  const { mode } = useFake();
  return { mode, isSpeaking: mode === 'speaking', isListening: mode === 'listening' };
}

export function useConversationInput() {
  const { isMuted } = useFake();
  return { isMuted, setMuted: (muted: boolean) => setFakeConversation({ isMuted: muted }) };
}

export function useConversationFeedback() {
  const { canSendFeedback } = useFake();
  return {
    canSendFeedback,
    sendFeedback: (like: boolean, eventId: number) =>
      setFakeConversation({ feedback: [...fake.feedback, [like, eventId]] }),
  };
}

const SILENCE = new Uint8Array(0);

export function useConversationControls() {
  return {
    getInputByteFrequencyData: () => SILENCE,
    getOutputByteFrequencyData: () => SILENCE,
  };
}

export function useConversationClientTool() {}
