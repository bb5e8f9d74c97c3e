import { useConversation } from '@elevenlabs/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isClientToolError, toError } from './errors.ts';
import { prepareStart } from './prepareStart.ts';
import { latestAgentEntry, transcriptReducer } from './transcript.ts';
import type { EndCause, VoiceConfig, VoicePhase, VoiceSession, VoiceStart } from './types.ts';

/** Give up on a start that neither connects nor fails (a hung socket). */
const CONNECT_TIMEOUT_MS = 15_000;
/** Stop waiting for the SDK's goodbye after hanging up. */
const END_TIMEOUT_MS = 3_000;

/** One press of Start, from the microphone request to the end of the call. */
interface Attempt extends VoiceStart {
  abort: AbortController;
  connectedAt: number | null;
  endBy: EndCause | null;
  timer?: ReturnType<typeof setTimeout>;
}

const since = (start: number) => Math.round(performance.now() - start);

/**
 * The one wrapper around the SDK hook. Agent id, variables and event handlers come in as config; out
 * come an explicit phase, the transcript and plain actions. Error mapping: onError while connecting →
 * onStartFailed; onDisconnect 'error' (a drop) → onDropped; onDisconnect 'agent' (close 1000) or 'user'
 * → onEnded; client-tool errors (the SDK already told the agent) are only logged.
 */
export function useVoiceSession(config: VoiceConfig): VoiceSession {
  const configRef = useRef(config);
  // A layout effect runs before any passive effect, so a start requested from an effect sees fresh config.
  useLayoutEffect(() => {
    configRef.current = config;
  });
  const attemptRef = useRef<Attempt | null>(null);
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const [textOnly, setTextOnly] = useState(false);
  const [transcript, dispatch] = useReducer(transcriptReducer, []);
  const [ratedEventId, setRatedEventId] = useState<number | null>(null);

  /** Closes an attempt's books: no timers, no pending fetch, back to idle. */
  const settle = useCallback((attempt: Attempt) => {
    clearTimeout(attempt.timer);
    attempt.abort.abort();
    if (attemptRef.current === attempt) attemptRef.current = null;
    setPhase('idle');
  }, []);

  const failStart = useCallback(
    (attempt: Attempt, error: Error) => {
      settle(attempt);
      configRef.current.events.onStartFailed({ error, origin: attempt.origin });
    },
    [settle],
  );

  const finish = useCallback(
    (attempt: Attempt, outcome: { reason: 'user' | 'agent' } | { reason: 'error'; message: string }) => {
      settle(attempt);
      const { events } = configRef.current;
      if (attempt.connectedAt === null) {
        if (outcome.reason === 'error')
          events.onStartFailed({ error: new Error(outcome.message), origin: attempt.origin });
        return;
      }
      const durationMs = since(attempt.connectedAt);
      if (outcome.reason === 'error') events.onDropped({ error: new Error(outcome.message), durationMs });
      else events.onEnded({ by: outcome.reason === 'agent' ? 'agent' : (attempt.endBy ?? 'left'), durationMs });
    },
    [settle],
  );

  const conversation = useConversation({
    onConnect: ({ conversationId }) => {
      const attempt = attemptRef.current;
      if (!attempt || attempt.connectedAt !== null) return;
      clearTimeout(attempt.timer);
      attempt.connectedAt = performance.now();
      setPhase('connected');
      configRef.current.events.onConnected({ conversationId, textOnly: attempt.textOnly, origin: attempt.origin });
    },
    onDisconnect: (details) => {
      const attempt = attemptRef.current;
      if (attempt)
        finish(attempt, details.reason === 'error' ? { reason: 'error', message: details.message } : details);
    },
    onError: (message, context) => {
      const attempt = attemptRef.current;
      if (isClientToolError(context)) console.warn(`[voice] ${message} (reported to the agent as a tool error)`);
      else if (attempt && attempt.connectedAt === null) failStart(attempt, toError(context, message));
      // A live call that really drops says so through onDisconnect; anything else is only logged.
      else console.warn(`[voice] ${message}`);
    },
    onMessage: ({ role, message, event_id }) =>
      dispatch(
        role === 'agent'
          ? { type: 'add', role, text: message, eventId: event_id }
          : { type: 'add', role: 'visitor', text: message },
      ),
    onAgentResponseCorrection: ({ corrected_agent_response, event_id }) =>
      dispatch({ type: 'correct', eventId: event_id, text: corrected_agent_response }),
  });
  const { startSession, endSession, sendUserMessage, sendFeedback, getInputVolume, getOutputVolume } = conversation;

  const start = useCallback(
    (request: VoiceStart) => {
      if (attemptRef.current) return;
      const attempt: Attempt = { ...request, abort: new AbortController(), connectedAt: null, endBy: null };
      attemptRef.current = attempt;
      const { agentId, dynamicVariables, events } = configRef.current;
      setTextOnly(request.textOnly);
      setPhase('preparing');
      setRatedEventId(null);
      dispatch({ type: 'reset' });
      const { signal } = attempt.abort;
      prepareStart({
        agentId,
        textOnly: request.textOnly,
        signal,
        onMicrophoneGranted: () => events.onMicGranted(),
      }).then(
        (prepared) => {
          if (attemptRef.current !== attempt) return;
          if (prepared.kind === 'no-microphone') {
            settle(attempt);
            events.onMicDenied(prepared.answer);
            return;
          }
          setPhase('connecting');
          attempt.timer = setTimeout(() => {
            endSession();
            failStart(attempt, new Error(`No connection after ${CONNECT_TIMEOUT_MS} ms`));
          }, CONNECT_TIMEOUT_MS);
          startSession({
            signedUrl: prepared.signedUrl,
            connectionType: 'websocket',
            dynamicVariables,
            ...(request.textOnly ? { textOnly: true, overrides: { conversation: { textOnly: true } } } : {}),
          });
        },
        (error: unknown) => {
          if (attemptRef.current === attempt) failStart(attempt, toError(error));
        },
      );
    },
    [endSession, failStart, settle, startSession],
  );

  const end = useCallback(
    (by: EndCause) => {
      const attempt = attemptRef.current;
      if (!attempt) return;
      attempt.endBy = by;
      try {
        endSession();
      } catch (error) {
        console.warn('[voice] Ending the session failed', error);
      }
      if (attempt.connectedAt === null) return settle(attempt);
      setPhase('ending');
      clearTimeout(attempt.timer);
      attempt.timer = setTimeout(() => finish(attempt, { reason: 'user' }), END_TIMEOUT_MS);
    },
    [endSession, finish, settle],
  );

  const endRef = useRef(end);
  useLayoutEffect(() => {
    endRef.current = end;
  });
  useEffect(() => {
    const onPageHide = () => endRef.current('left');
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // The provider hangs up as it unmounts; count the call as ended by leaving.
      const attempt = attemptRef.current;
      if (attempt) {
        attempt.endBy = 'left';
        finish(attempt, { reason: 'user' });
      }
    };
  }, [finish]);

  const sendText = useCallback(
    (text: string) => {
      const message = text.trim();
      if (attemptRef.current?.connectedAt == null || !message) return false;
      try {
        sendUserMessage(message);
      } catch (error) {
        console.warn('[voice] Sending a message failed', error);
        return false;
      }
      dispatch({ type: 'add', role: 'visitor', text: message });
      return true;
    },
    [sendUserMessage],
  );

  const latestEventId = latestAgentEntry(transcript)?.eventId;
  const canRate =
    phase === 'connected' &&
    conversation.canSendFeedback &&
    latestEventId !== undefined &&
    latestEventId !== ratedEventId;
  const rate = useCallback(
    (like: boolean) => {
      if (!canRate || latestEventId === undefined) return;
      setRatedEventId(latestEventId);
      sendFeedback(like, latestEventId);
      configRef.current.events.onFeedback({ like });
    },
    [canRate, latestEventId, sendFeedback],
  );

  const levels = useCallback(
    () => ({ input: getInputVolume(), output: getOutputVolume() }),
    [getInputVolume, getOutputVolume],
  );
  const { mode } = conversation;
  return useMemo(
    () => ({ phase, textOnly, mode, transcript, canRate, start, end, sendText, rate, levels }),
    [phase, textOnly, mode, transcript, canRate, start, end, sendText, rate, levels],
  );
}
