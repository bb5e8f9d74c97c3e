import { latestAgentEntry } from './transcript.ts';
import type {
  CallRating,
  VoiceActions,
  VoiceLevels,
  VoiceRuntimeModule,
  VoiceStart,
  VoiceState,
  VoiceStateWriter,
} from './types.ts';

/**
 * The one voice store of a demo page: the session's state behind subscribe/getSnapshot (read with
 * useSyncExternalStore, see useVoice.ts) and the actions. It lives in the small demo chunk; the SDK
 * chunk (VoiceRuntime.tsx) is imported only here, once the visitor shows intent or asks to start,
 * and from then on runs the actions and writes the state.
 */
export interface VoiceStore extends VoiceActions {
  subscribe(listener: () => void): () => void;
  getSnapshot(): VoiceState;
  /** Fetches the SDK chunk ahead of a start: the visitor has started using the page. */
  preload(): void;
  /** Sends the 1 to 5 rating of the last call with the SDK's overall feedback, once per call. */
  rateCall(rating: CallRating): void;
}

export const INITIAL_VOICE_STATE: VoiceState = {
  status: 'idle',
  textOnly: false,
  mode: 'listening',
  transcript: [],
  feedbackOpen: false,
  ratedEventId: null,
  muted: false,
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

/** A new start forgets the last call's id and rating: the post-call panel belongs to one call. */
const NO_CALL_YET = {
  conversationId: null,
  apiOrigin: null,
  callRating: 'idle',
} as const satisfies Partial<VoiceState>;

const NO_LEVELS: VoiceLevels = { input: 0, output: 0 };

/** The one import of the SDK chunk (callRating.ts, for the rating, is in it), so no other bundle has the SDK. */
const loadVoiceRuntime = (): Promise<VoiceRuntimeModule> => import('./VoiceRuntime.tsx');

/** The latest agent answer can be rated now: the call is live, the SDK allows it, not rated yet. */
export function selectCanRate(state: VoiceState): boolean {
  const latest = latestAgentEntry(state.transcript)?.eventId;
  return state.status === 'connected' && state.feedbackOpen && latest !== undefined && latest !== state.ratedEventId;
}

export function createVoiceStore(load: () => Promise<VoiceRuntimeModule> = loadVoiceRuntime): VoiceStore {
  let state = INITIAL_VOICE_STATE;
  const listeners = new Set<() => void>();
  const writer: VoiceStateWriter = {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };

  let runtime: VoiceActions | null = null;
  let loading: Promise<VoiceActions> | null = null;
  /** A start asked for before the SDK chunk arrived (autofill + Enter): it goes ahead once it has. */
  let pending: VoiceStart | null = null;

  const loadRuntime = () =>
    (loading ??= load().then(
      (module) => (runtime = module.createVoiceRuntime(writer)),
      (error: unknown) => {
        // Forget the failure, so a later start tries again (the network may be back).
        loading = null;
        throw new Error('The voice SDK could not be loaded', { cause: error });
      },
    ));

  /** Drops a start still waiting for the SDK chunk; true when there was one. */
  const dropPending = () => {
    if (!pending) return false;
    pending = null;
    writer.set({ status: 'idle' });
    return true;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => state,
    preload() {
      loadRuntime().catch((error: Error) => console.error(`[voice] ${error.message}.`, error.cause));
    },
    start(request) {
      if (pending) return;
      // Only a start that goes ahead (nothing live) hides the last call's post-call panel.
      if (state.status === 'idle') writer.set(NO_CALL_YET);
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
      loadRuntime().then(
        (loaded) => {
          if (pending !== request) return;
          pending = null;
          loaded.start(request);
        },
        (error: Error) => {
          if (pending !== request) return;
          dropPending();
          request.events.onStartFailed({ error, origin: request.origin });
        },
      );
    },
    end(by) {
      if (!dropPending()) runtime?.end(by);
    },
    sendText: (text) => runtime?.sendText(text) ?? false,
    sendFeedback(like) {
      runtime?.sendFeedback(like);
    },
    setMuted(muted) {
      runtime?.setMuted(muted);
    },
    enableAudio() {
      runtime?.enableAudio();
    },
    levels: () => runtime?.levels() ?? NO_LEVELS,
    spectrum: () => runtime?.spectrum() ?? null,
    rateCall(rating) {
      // The SDK chunk is here after any call; the rating is sent from it (callRating.ts).
      import('./callRating.ts').then(
        ({ sendCallRating }) => sendCallRating(writer, rating),
        () => writer.set({ callRating: 'failed' }),
      );
    },
    leave() {
      if (!dropPending()) runtime?.leave();
    },
  };
}
