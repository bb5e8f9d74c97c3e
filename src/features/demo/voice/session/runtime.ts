import { activityAfterMode, activityCallbacks } from '../agentActivity.ts';
import { isClientToolError, toError } from '../errors.ts';
import { prepareStart } from '../prepareStart.ts';
import { connectTimeoutMs, noticeQueue } from '../queue.ts';
import { END_TIMEOUT_MS, StartTimeoutError } from '../timeouts.ts';
import { latestAgentEntry, type TranscriptAction } from '../transcript.ts';
import { stateAfterTurn, turnOf } from '../turns.ts';
import type { VoiceRuntime, VoiceStart, VoiceStateWriter } from '../types.ts';
import { watchLiveCall } from '../liveCall.ts';
import { INITIAL_VOICE_STATE, selectCanRate } from '../voiceState.ts';
import {
  endReasonOf,
  hangUp,
  SETTLED_STATE,
  since,
  startProblemOf,
  watchConnection,
  type Attempt,
  type Outcome,
} from './callOutcome.ts';
import { openSession, type ProviderSdk, type SessionCallbacks } from './sdkSession.ts';
import { createProviderGate } from './providerGate.ts';

type ProviderGate = ReturnType<typeof createProviderGate>;

/**
 * The SDK's half of the voice store, in the session chunk: the bridge (VoiceBridge.tsx) creates it with the
 * provider's controls. It runs the actions and writes into the store what the SDK's hooks do not carry. Errors:
 * onError while connecting → onStartFailed; onDisconnect 'error' (a drop) → onDropped; 'agent' (close 1000) or
 * 'user' → onEnded; client-tool errors (the SDK told the agent) are only logged. A superseded attempt is ignored.
 */
export function createVoiceRuntime(store: VoiceStateWriter, sdk: ProviderSdk): VoiceRuntime {
  const book = createAttemptBook(store);
  const gate = createProviderGate();

  return {
    start(request) {
      const started = book.begin(request);
      if (!started) return;
      const { agentId, session, textOnly, events } = request;
      // Everything of the last call goes: its transcript, rating, offer, end reason and problems.
      store.set({ ...INITIAL_VOICE_STATE, status: 'preparing', textOnly });
      watchConnection(started.abort.signal, () => book.lose(started, 'The browser went offline'));
      prepareStart({
        agentId,
        session,
        textOnly,
        signal: started.abort.signal,
        onMicrophoneGranted: () => events.onMicGranted(),
      }).then(
        (prepared) => {
          if (!book.current(started)) return;
          if (prepared.kind === 'no-microphone') {
            book.settle(started);
            events.onMicDenied(prepared.answer);
            return;
          }
          connect(started, prepared, { store, book, gate, sdk });
        },
        (error: unknown) => {
          if (book.current(started)) book.failStart(started, toError(error));
        },
      );
    },
    end(by) {
      const ending = book.attempt;
      if (!ending) return;
      ending.endBy = by;
      hangUp(ending);
      if (ending.connectedAt === null) return book.settle(ending);
      store.set({ status: 'ending' });
      clearTimeout(ending.timer);
      ending.timer = setTimeout(() => book.finish(ending, { reason: 'user' }), END_TIMEOUT_MS);
    },
    leave() {
      const leaving = book.attempt;
      if (!leaving) return;
      leaving.endBy = 'left';
      hangUp(leaving);
      // The page is going away: count the call as ended now rather than wait for the SDK's goodbye.
      book.finish(leaving, { reason: 'user' });
    },
    sendText(text) {
      const message = text.trim();
      const live = book.attempt;
      if (!live?.session || live.connectedAt === null || !message) return false;
      try {
        live.session.sendText(message);
      } catch (error) {
        console.warn('[voice] Sending a message failed', error);
        return false;
      }
      book.write(live, { type: 'add', role: 'visitor', text: message });
      return true;
    },
    sendFeedback(like) {
      const { attempt } = book;
      const eventId = latestAgentEntry(store.get().transcript)?.eventId;
      if (!attempt?.session || !selectCanRate(store.get(), attempt.canSendFeedback === true) || eventId === undefined)
        return;
      store.set({ ratedEventId: eventId });
      attempt.session.sendFeedback(like, eventId);
      attempt.request.events.onFeedback({ like });
    },
    enableAudio() {
      void book.attempt?.session?.resumePlayback().then((playing) => playing && store.set({ audioBlocked: false }));
    },
    // The agent may offer a meeting. The button goes to the booking page from site.yaml, never to an
    // address in the tool's parameters: what a model says is not a link to trust.
    showBookingLink() {
      if (book.attempt) store.set({ bookingOffered: true });
    },
  };
}

/**
 * The one attempt the runtime follows (a later start waits until it settles), and the ways it closes:
 * settled, failed to start, finished after it connected, or lost with the network.
 */
function createAttemptBook(store: VoiceStateWriter) {
  let attempt: Attempt | null = null;
  const current = (candidate: Attempt) => attempt === candidate;

  /** Closes an attempt's books: no timers, no pending fetch, back to idle. */
  const settle = (closing: Attempt) => {
    clearTimeout(closing.timer);
    closing.abort.abort();
    if (!current(closing)) return;
    attempt = null;
    store.set(SETTLED_STATE);
  };

  const failStart = (failed: Attempt, error: Error) => {
    const wasCurrent = current(failed);
    settle(failed);
    if (wasCurrent) store.set({ startProblem: startProblemOf(error) });
    failed.request.events.onStartFailed({ error, origin: failed.request.origin });
  };

  const finish = (done: Attempt, outcome: Outcome) => {
    settle(done);
    const { events, origin } = done.request;
    if (done.connectedAt === null) {
      if (outcome.reason === 'error') events.onStartFailed({ error: new Error(outcome.message), origin });
      return;
    }
    const durationMs = since(done.connectedAt);
    store.set({ endReason: endReasonOf(outcome) });
    if (outcome.reason === 'error') events.onDropped({ error: new Error(outcome.message), durationMs });
    else events.onEnded({ by: outcome.reason === 'agent' ? 'agent' : (done.endBy ?? 'left'), durationMs });
  };

  return {
    get attempt() {
      return attempt;
    },
    /** A new attempt for `request`, or null while another one runs. */
    begin(request: VoiceStart): Attempt | null {
      if (attempt) return null;
      attempt = { request, abort: new AbortController(), session: null, connectedAt: null, endBy: null };
      return attempt;
    },
    current,
    /** A transcript change, kept only while `candidate` is still the attempt followed. */
    write(candidate: Attempt, action: TranscriptAction) {
      if (current(candidate)) store.set(stateAfterTurn(store.get(), action));
    },
    settle,
    failStart,
    finish,
    /** The network went away (offline, or the pings stopped): hang up and say so. */
    lose(lost: Attempt, message: string) {
      hangUp(lost);
      if (lost.connectedAt === null) failStart(lost, new Error(message));
      else finish(lost, { reason: 'error', message });
    },
  };
}

type AttemptBook = ReturnType<typeof createAttemptBook>;

/**
 * A prepared start goes to the SDK: connecting, with a timeout that grows with the agent's queue, once the
 * provider has let go of the last start (providerGate.ts).
 */
function connect(
  started: Attempt,
  prepared: { signedUrl: string; apiOrigin: string },
  { store, book, gate, sdk }: { store: VoiceStateWriter; book: AttemptBook; gate: ProviderGate; sdk: ProviderSdk },
) {
  const { request } = started;
  store.set({ status: 'connecting', apiOrigin: prepared.apiOrigin });
  started.timer = setTimeout(() => {
    hangUp(started);
    book.failStart(started, new StartTimeoutError('socket'));
  }, connectTimeoutMs(request.queueWaitSeconds));
  noticeQueue(store, request.queueWaitSeconds, () => book.current(started) && store.get().status === 'connecting');
  const { dynamicVariables, textOnly, language } = request;
  const options = { signedUrl: prepared.signedUrl, dynamicVariables, textOnly, language };
  gate.whenFree(() => {
    const letGo = book.current(started) ? gate.hold(connectTimeoutMs(request.queueWaitSeconds)) : null;
    if (letGo) started.session = openSession(sdk, options, sessionCallbacks(started, book, store), letGo);
  });
}

/** What the SDK tells the runtime about one attempt's session, written into the store while it is current. */
function sessionCallbacks(live: Attempt, book: AttemptBook, store: VoiceStateWriter): SessionCallbacks {
  const current = () => book.current(live);
  return {
    ...activityCallbacks(store, current),
    onPing: () => live.onPing?.(),
    onConnect: ({ conversationId }) => {
      if (!current() || live.connectedAt !== null) return;
      clearTimeout(live.timer);
      live.connectedAt = performance.now();
      store.set({ status: 'connected', conversationId });
      live.onPing = watchLiveCall(live, {
        onSilent: () => book.lose(live, 'The server stopped sending pings'),
        onAudioBlocked: () => current() && store.set({ audioBlocked: true }),
      });
      const { events, textOnly, origin } = live.request;
      events.onConnected({ conversationId, textOnly, origin });
    },
    onDisconnect: (details) => {
      if (current())
        book.finish(live, details.reason === 'error' ? { reason: 'error', message: details.message } : details);
    },
    onError: (message, context) => {
      if (isClientToolError(context)) console.warn(`[voice] ${message} (reported to the agent as a tool error)`);
      else if (current() && live.connectedAt === null) book.failStart(live, toError(context, message));
      // A live call that really drops says so through onDisconnect; anything else is only logged.
      else console.warn(`[voice] ${message}`);
    },
    onMessage: (message) => book.write(live, turnOf(message)),
    onAgentResponseCorrection: ({ corrected_agent_response, event_id }) =>
      book.write(live, { type: 'correct', eventId: event_id, text: corrected_agent_response }),
    // The mode itself is useConversationMode's; here it only ends "Thinking…".
    onModeChange: ({ mode }) => {
      if (current()) store.set({ activity: activityAfterMode(store.get().activity, mode) });
    },
    // useConversationFeedback shows it; the runtime keeps it to refuse a rating the SDK would drop.
    onCanSendFeedbackChange: ({ canSendFeedback }) => {
      live.canSendFeedback = canSendFeedback;
    },
  };
}
