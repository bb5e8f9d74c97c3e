import type {
  CallRating,
  VoiceActions,
  VoiceRuntime,
  VoiceRuntimeHost,
  VoiceStart,
  VoiceState,
  VoiceStateWriter,
} from './types.ts';
import { INITIAL_VOICE_STATE } from './voiceState.ts';

/**
 * Where the session chunk is: not asked for, on its way, here (its module), or failed (a retry may load
 * it). The module's type is the caller's (loadRuntime.ts): the store never imports the chunk, which
 * renders components that read this store.
 */
export type SessionChunk<Module = unknown> =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; module: Module };

/**
 * The one voice store of a demo page: what the SDK's hooks do not carry, behind subscribe/getSnapshot
 * (read with useSyncExternalStore, see useVoice.ts), and the actions. It lives in the small demo chunk.
 * The session chunk (ConversationProvider and the session screen) is imported only here, once the
 * visitor shows intent or asks to start; its bridge then attaches the runtime that runs the actions.
 */
export interface VoiceStore<Module = unknown> extends VoiceActions, VoiceRuntimeHost {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VoiceState;
  /** The session chunk, for the page's slot that renders it (useSessionChunk). */
  getChunk(): SessionChunk<Module>;
  /** Fetches the session chunk ahead of a start (the visitor has started using the page), or again after a failure. */
  preload(): void;
  /** Sends the 1 to 5 rating of the last call with the SDK's overall feedback, once per call. */
  rateCall(rating: CallRating): void;
  /**
   * A phone call (Call me) has ended: its conversation becomes the last call, so the post-call panel
   * rates it like a browser call. `apiOrigin`: where the rating goes. Ignored while a browser call runs.
   */
  showPhoneCall(conversationId: string, apiOrigin: string): void;
}

/** A new start forgets the last call's id and rating: the post-call panel belongs to one call. */
const NO_CALL_YET = {
  conversationId: null,
  apiOrigin: null,
  callRating: 'idle',
} as const satisfies Partial<VoiceState>;

/** A page's store; `load` imports the session chunk (loadVoiceSession in the page, a stand-in in tests). */
export function createVoiceStore<Module>(load: () => Promise<Module>): VoiceStore<Module> {
  const { writer, notify, subscribe } = createStateCell();
  const chunk = createChunkLoader(load, notify);
  const loadChunk = chunk.load;
  let runtime: VoiceRuntime | null = null;
  /** A start asked for before the session chunk's bridge attached (autofill + Enter): it goes ahead then. */
  let pending: VoiceStart | null = null;

  /** Drops a start still waiting for the session chunk; true when there was one. */
  const dropPending = () => {
    if (!pending) return false;
    pending = null;
    writer.set({ status: 'idle' });
    return true;
  };

  return {
    subscribe,
    getSnapshot: writer.get,
    getChunk: chunk.get,
    preload() {
      loadChunk().catch((error: Error) => console.error(`[voice] ${error.message}.`, error.cause));
    },
    attach(create) {
      const attached = create(writer);
      runtime = attached;
      // A waiting start goes ahead once the commit is over: React's StrictMode (in development) mounts,
      // unmounts and mounts the bridge again in one go, and the first runtime's detach would drop it.
      queueMicrotask(() => {
        const waiting = pending;
        if (runtime !== attached || !waiting) return;
        pending = null;
        attached.start(waiting);
      });
      return () => {
        if (runtime !== attached) return;
        runtime = null;
        attached.leave();
      };
    },
    start(request) {
      if (pending) return;
      // Only a start that goes ahead (nothing live) hides the last call's post-call panel.
      if (writer.get().status === 'idle') writer.set(NO_CALL_YET);
      if (runtime) return runtime.start(request);
      pending = request;
      writer.set({
        status: 'preparing',
        textOnly: request.textOnly,
        transcript: [],
        ratedEventId: null,
        endReason: null,
        startProblem: null,
      });
      loadChunk().catch((error: Error) => {
        if (pending !== request) return;
        dropPending();
        request.events.onStartFailed({ error, origin: request.origin });
      });
    },
    end(by) {
      if (!dropPending()) runtime?.end(by);
    },
    sendText: (text) => runtime?.sendText(text) ?? false,
    sendFeedback(like) {
      runtime?.sendFeedback(like);
    },
    enableAudio() {
      runtime?.enableAudio();
    },
    rateCall(rating) {
      // The session chunk is here after any call; the rating is sent from it (callRating.ts).
      import('./session/callRating.ts').then(
        ({ sendCallRating }) => sendCallRating(writer, rating),
        () => writer.set({ callRating: 'failed' }),
      );
    },
    leave() {
      if (!dropPending()) runtime?.leave();
    },
    showPhoneCall(conversationId, apiOrigin) {
      if (writer.get().status !== 'idle') return;
      writer.set({ ...NO_CALL_YET, conversationId, apiOrigin, textOnly: false, transcript: [], endReason: null });
    },
  };
}

/** The store's state and who listens: the writer patches it and tells every listener. */
function createStateCell() {
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const writer: VoiceStateWriter = {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      notify();
    },
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { writer, notify, subscribe };
}

/** The session chunk's import: one at a time, its module kept once it arrives, tried again after a failure. */
function createChunkLoader<Module>(load: () => Promise<Module>, notify: () => void) {
  let chunk: SessionChunk<Module> = { status: 'idle' };
  let loading: Promise<Module> | null = null;
  return {
    get: () => chunk,
    load(): Promise<Module> {
      if (loading) return loading;
      chunk = { status: 'loading' };
      notify();
      loading = load().then(
        (module) => {
          chunk = { status: 'ready', module };
          notify();
          return module;
        },
        (error: unknown) => {
          // Forget the failure, so a later start or the retry button tries again (the network may be back).
          loading = null;
          chunk = { status: 'failed' };
          notify();
          throw new Error('The voice SDK could not be loaded', { cause: error });
        },
      );
      return loading;
    },
  };
}
