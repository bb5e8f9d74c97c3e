import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DemoData } from '../../../../scripts/content-engine/types.ts';
import { track } from '../analytics.ts';
import { EMPTY_DETAILS, fillEmpty, type Details } from '../details.ts';
import { detailsStore } from '../storage.ts';
import { showToast } from '../toasts.ts';
import { dynamicVariablesFor } from '../variables.ts';
import { offlineSession } from '../voice/offlineSession.ts';
import { prefetchSignedUrl } from '../voice/signedUrl.ts';
import type { VoiceConfig, VoiceSession, VoiceStart } from '../voice/types.ts';
import { flowReducer, INITIAL_FLOW } from './flowState.ts';
import { createVoiceEvents } from './voiceEvents.ts';

/**
 * The state of one flow: the stage, the visitor's details and the voice session, and what the
 * screens can do. Every difference between flows comes from `demo` (YAML).
 */
export function useDemoFlow({ demo, slug }: Pick<DemoData, 'demo' | 'slug'>) {
  const store = useMemo(() => detailsStore(demo.storage), [demo.storage]);
  const [state, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const [session, setSession] = useState<VoiceSession | null>(null);
  const [runtimeFailed, setRuntimeFailed] = useState(false);
  // A start from the form waits for a commit (fresh details) and, if needed, for the SDK chunk.
  const [startRequest, setStartRequest] = useState<VoiceStart | null>(null);
  const delayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Saved details come back on return; whatever the visitor typed already wins.
  useEffect(() => {
    const saved = store.load();
    if (saved) setDetails((current) => fillEmpty(current, saved));
  }, [store]);
  useEffect(() => () => clearTimeout(delayTimer.current), []);

  const events = createVoiceEvents({ demo, slug, hasConnected: state.hasConnected, dispatch });
  const config: VoiceConfig = {
    agentId: demo.agentId,
    dynamicVariables: dynamicVariablesFor(demo.variables, details),
    events,
  };

  const voice =
    session ??
    offlineSession(runtimeFailed ? 'unavailable' : 'loading', (request) =>
      runtimeFailed
        ? events.onStartFailed({ error: new Error('The voice SDK could not be loaded'), origin: request.origin })
        : setStartRequest(request),
    );

  // A queued start goes ahead once the runtime is there (or fails at once if it could not load).
  useEffect(() => {
    if (!startRequest || voice.phase === 'loading') return;
    setStartRequest(null);
    voice.start(startRequest);
  }, [startRequest, voice]);

  const requestStart = (request: VoiceStart) => {
    // From the session screen the details are long committed: start at once. From the form, wait a
    // commit so the runtime sees the details just submitted (and the SDK chunk, if still loading).
    if (voice.phase !== 'loading' && request.origin === 'session') voice.start(request);
    else setStartRequest(request);
  };

  const showSession = () => {
    dispatch({ type: 'show-session' });
    if (demo.toasts.submitted) showToast(demo.toasts.submitted, 'success');
  };

  /** A valid form: remember the details, then hand over as the flow's submit behaviour says. */
  const submit = (valid: Details) => {
    if (state.pending) return;
    prefetchSignedUrl(demo.agentId);
    track(slug, { event: 'form_submitted' });
    store.save(valid);
    setDetails(valid);
    const { behaviour, delayMs } = demo.submit;
    if (behaviour === 'details') return showSession();
    dispatch({ type: 'submit-pending' });
    if (behaviour === 'delay') delayTimer.current = setTimeout(showSession, delayMs);
    else requestStart({ textOnly: false, origin: 'form' });
  };

  const startCall = (textOnly: boolean) => {
    const origin = state.stage === 'form' ? 'form' : 'session';
    if (origin === 'form') dispatch({ type: 'submit-pending' });
    requestStart({ textOnly, origin });
  };

  /** Back to Form: ends a live call first; `clearDetails` also forgets the details (logistics). */
  const backToForm = (clearDetails: boolean) => {
    voice.end('left');
    if (clearDetails) {
      store.clear();
      setDetails(EMPTY_DETAILS);
    }
    dispatch({ type: 'back-to-form' });
  };

  /** A session link to another page: end the call; the link itself navigates. */
  const leave = (clearDetails: boolean) => {
    voice.end('left');
    if (clearDetails) store.clear();
  };

  const startsOnSubmit = demo.submit.behaviour === 'start-session';
  const changeDetail = useCallback(
    (field: keyof Details, value: string) => {
      // The call starts the moment this form is sent: get its link while the visitor types.
      if (startsOnSubmit) prefetchSignedUrl(demo.agentId);
      setDetails((current) => ({ ...current, [field]: value }));
    },
    [startsOnSubmit, demo.agentId],
  );
  const restoreTyped = useCallback((typed: Partial<Details>) => setDetails((current) => fillEmpty(current, typed)), []);
  const markUnavailable = useCallback((error: unknown) => {
    console.error('[demo] The voice SDK could not be loaded.', error);
    setRuntimeFailed(true);
  }, []);

  return {
    demo,
    state,
    details,
    voice,
    /** Busy from the visitor's point of view: a queued start counts as preparing. */
    phase: startRequest ? 'preparing' : voice.phase,
    config,
    submit,
    startCall,
    endCall: () => voice.end('visitor'),
    backToForm,
    leave,
    changeDetail,
    restoreTyped,
    setSession,
    markUnavailable,
  };
}

export type DemoFlow = ReturnType<typeof useDemoFlow>;
