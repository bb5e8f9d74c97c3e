import { endReasonOf, since, startProblemOf, watchConnection, type Attempt, type Outcome } from './callOutcome.ts';
import { isClientToolError, toError } from './errors.ts';
import { prepareStart } from './prepareStart.ts';
import { openSession, type SessionCallbacks } from './sdkSession.ts';
import { latestAgentEntry, transcriptReducer, type TranscriptAction } from './transcript.ts';
import type { VoiceActions, VoiceStateWriter } from './types.ts';
import { CONNECT_TIMEOUT_MS, StartTimeoutError } from './timeouts.ts';
import { selectCanRate } from './voiceStore.ts';

/** Stop waiting for the SDK's goodbye after hanging up. */
const END_TIMEOUT_MS = 3_000;

/**
 * The SDK's half of the voice store, loaded as its own chunk (see voiceStore.ts). It runs the actions
 * and writes what happens into the store. Error mapping: onError while connecting → onStartFailed;
 * onDisconnect 'error' (a drop) → onDropped; onDisconnect 'agent' (close 1000) or 'user' → onEnded;
 * client-tool errors (the SDK already told the agent) are only logged. Events of a superseded
 * attempt are ignored.
 */
export function createVoiceRuntime(store: VoiceStateWriter): VoiceActions {
  let attempt: Attempt | null = null;
  const current = (candidate: Attempt) => attempt === candidate;
  const write = (candidate: Attempt, action: TranscriptAction) => {
    if (current(candidate)) store.set({ transcript: transcriptReducer(store.get().transcript, action) });
  };

  /** Closes an attempt's books: no timers, no pending fetch, back to idle. */
  const settle = (closing: Attempt) => {
    clearTimeout(closing.timer);
    closing.abort.abort();
    if (!current(closing)) return;
    attempt = null;
    store.set({ status: 'idle', mode: 'listening', feedbackOpen: false, muted: false });
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

  const callbacksFor = (live: Attempt): SessionCallbacks => ({
    onConnect: ({ conversationId }) => {
      if (!current(live) || live.connectedAt !== null) return;
      clearTimeout(live.timer);
      live.connectedAt = performance.now();
      store.set({ status: 'connected', conversationId });
      const { events, textOnly, origin } = live.request;
      events.onConnected({ conversationId, textOnly, origin });
    },
    onDisconnect: (details) => {
      if (current(live))
        finish(live, details.reason === 'error' ? { reason: 'error', message: details.message } : details);
    },
    onError: (message, context) => {
      if (isClientToolError(context)) console.warn(`[voice] ${message} (reported to the agent as a tool error)`);
      else if (current(live) && live.connectedAt === null) failStart(live, toError(context, message));
      // A live call that really drops says so through onDisconnect; anything else is only logged.
      else console.warn(`[voice] ${message}`);
    },
    onMessage: ({ role, message, event_id }) =>
      write(
        live,
        role === 'agent'
          ? { type: 'add', role, text: message, eventId: event_id }
          : { type: 'add', role: 'visitor', text: message },
      ),
    onAgentResponseCorrection: ({ corrected_agent_response, event_id }) =>
      write(live, { type: 'correct', eventId: event_id, text: corrected_agent_response }),
    onModeChange: ({ mode }) => {
      if (current(live)) store.set({ mode });
    },
    onCanSendFeedbackChange: ({ canSendFeedback }) => {
      if (current(live)) store.set({ feedbackOpen: canSendFeedback });
    },
  });

  const hangUp = (leaving: Attempt) => {
    try {
      leaving.session?.end();
    } catch (error) {
      console.warn('[voice] Ending the session failed', error);
    }
  };

  return {
    start(request) {
      if (attempt) return;
      const started: Attempt = { request, abort: new AbortController(), session: null, connectedAt: null, endBy: null };
      attempt = started;
      const { agentId, session, dynamicVariables, textOnly, events, language } = request;
      store.set({
        status: 'preparing',
        textOnly,
        mode: 'listening',
        transcript: [],
        feedbackOpen: false,
        ratedEventId: null,
        muted: false,
        bookingOffered: false,
        endReason: null,
        startProblem: null,
      });
      watchConnection(started.abort.signal, () => {
        hangUp(started);
        if (started.connectedAt === null) failStart(started, new Error('The browser went offline'));
        else finish(started, { reason: 'error', message: 'The browser went offline' });
      });
      prepareStart({
        agentId,
        session,
        textOnly,
        signal: started.abort.signal,
        onMicrophoneGranted: () => events.onMicGranted(),
      }).then(
        (prepared) => {
          if (!current(started)) return;
          if (prepared.kind === 'no-microphone') {
            settle(started);
            events.onMicDenied(prepared.answer);
            return;
          }
          store.set({ status: 'connecting', apiOrigin: prepared.apiOrigin });
          started.timer = setTimeout(() => {
            hangUp(started);
            failStart(started, new StartTimeoutError('socket'));
          }, CONNECT_TIMEOUT_MS);
          const onShowBookingLink = () => {
            if (current(started)) store.set({ bookingOffered: true });
          };
          const options = { signedUrl: prepared.signedUrl, dynamicVariables, textOnly, onShowBookingLink, language };
          started.session = openSession(options, callbacksFor(started));
        },
        (error: unknown) => {
          if (current(started)) failStart(started, toError(error));
        },
      );
    },
    end(by) {
      const ending = attempt;
      if (!ending) return;
      ending.endBy = by;
      hangUp(ending);
      if (ending.connectedAt === null) return settle(ending);
      store.set({ status: 'ending' });
      clearTimeout(ending.timer);
      ending.timer = setTimeout(() => finish(ending, { reason: 'user' }), END_TIMEOUT_MS);
    },
    leave() {
      const leaving = attempt;
      if (!leaving) return;
      leaving.endBy = 'left';
      hangUp(leaving);
      // The page is going away: count the call as ended now rather than wait for the SDK's goodbye.
      finish(leaving, { reason: 'user' });
    },
    sendText(text) {
      const message = text.trim();
      const live = attempt;
      if (!live?.session || live.connectedAt === null || !message) return false;
      try {
        live.session.sendText(message);
      } catch (error) {
        console.warn('[voice] Sending a message failed', error);
        return false;
      }
      write(live, { type: 'add', role: 'visitor', text: message });
      return true;
    },
    sendFeedback(like) {
      const state = store.get();
      const eventId = latestAgentEntry(state.transcript)?.eventId;
      if (!attempt?.session || !selectCanRate(state) || eventId === undefined) return;
      store.set({ ratedEventId: eventId });
      attempt.session.sendFeedback(like, eventId);
      attempt.request.events.onFeedback({ like });
    },
    setMuted(muted) {
      const live = attempt;
      if (!live?.session || live.connectedAt === null || live.request.textOnly) return;
      live.session.setMuted(muted);
      store.set({ muted });
    },
    levels: () => attempt?.session?.levels() ?? { input: 0, output: 0 },
    spectrum: () => attempt?.session?.spectrum() ?? null,
  };
}
