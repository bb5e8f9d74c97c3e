import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { VoiceState } from './types.ts';
import { INITIAL_VOICE_STATE } from './voiceState.ts';
import type { SessionChunk, VoiceStore } from './voiceStore.ts';

const VoiceStoreContext = createContext<VoiceStore | null>(null);

/** Hands a demo page's voice store to the screens below it (IndustryDemo renders it). */
export const VoiceStoreProvider = VoiceStoreContext.Provider;

/** The demo page's voice store, for its actions (start, end, sendText, sendFeedback, rateCall). */
export function useVoiceStore(): VoiceStore {
  const store = useContext(VoiceStoreContext);
  if (!store) throw new Error('useVoice needs a VoiceStoreProvider above it: render voice UI inside IndustryDemo.');
  return store;
}

/**
 * One slice of the voice state, e.g. `useVoice((state) => state.status)`. The component re-renders
 * only when that slice changes, so the selector returns a value or a part of the state, never a new
 * object.
 */
export function useVoice<T>(selector: (state: VoiceState) => T): T {
  const store = useVoiceStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getSnapshot()),
    () => selector(INITIAL_VOICE_STATE),
  );
}

const NO_CHUNK: { status: 'idle' } = { status: 'idle' };

/** Where the page's session chunk is; the slot that renders ConversationProvider reads it. */
export function useSessionChunk<Module>(store: VoiceStore<Module>): SessionChunk<Module> {
  return useSyncExternalStore(store.subscribe, store.getChunk, () => NO_CHUNK);
}

/** What a visitor does before using the demo: touch, click, type, tab, move the mouse or scroll. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Ties the store to the demo page: the SDK chunk is fetched on the visitor's first interaction (before
 * that the page only has to show itself), closing the tab hangs up, and leaving the page ends the call.
 */
export function useVoiceLifetime(store: VoiceStore): void {
  useEffect(() => {
    const intent = new AbortController();
    const preload = () => {
      intent.abort();
      store.preload();
    };
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, preload, { capture: true, passive: true, signal: intent.signal });
    const onPageHide = () => store.end('left');
    window.addEventListener('pagehide', onPageHide);
    return () => {
      intent.abort();
      window.removeEventListener('pagehide', onPageHide);
      store.leave();
    };
  }, [store]);
}
