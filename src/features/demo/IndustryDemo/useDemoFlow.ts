import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DemoData } from '../../../../schemas/routes.ts';
import { leadLocale } from '../../../lib/pageLocale.ts';
import { track } from '../analytics.ts';
import type { Details } from '../details.ts';
import { useCallMe } from '../CallMe/useCallMe.ts';
import { type DemoForm, useDemoForm } from '../DetailsForm/useDemoForm.ts';
import { detailsStore, type DetailsStore } from '../storage.ts';
import { callLanguage } from '../language.ts';
import { showToast } from '../toasts.ts';
import { dynamicVariablesFor } from '../variables.ts';
import { loadVoiceSession } from '../voice/loadRuntime.ts';
import { prefetchSignedUrl, type SessionInfo } from '../voice/signedUrl.ts';
import type { StartOrigin } from '../voice/types.ts';
import { useVoiceLifetime } from '../voice/useVoice.ts';
import { createVoiceStore, type VoiceStore } from '../voice/voiceStore.ts';
import { type FlowAction, flowReducer, INITIAL_FLOW } from './flowState.ts';
import { createVoiceEvents } from './voiceEvents.ts';

/**
 * The state of one flow: the stage, the visitor's details and the page's voice store, and what the
 * screens can do. Every difference between flows comes from `demo` (YAML).
 */
export function useDemoFlow({ demo, slug }: Pick<DemoData, 'demo' | 'slug'>) {
  const store = useMemo(() => detailsStore(demo.storage), [demo.storage]);
  const [voice] = useState(() => createVoiceStore(loadVoiceSession));
  useVoiceLifetime(voice);
  const [state, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  /** The call language the visitor picked for this visit; null is the agent's own. */
  const [language, setLanguage] = useState<string | null>(null);
  const delayTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(delayTimer.current), []);

  /** Starts a call with these details; one the SDK chunk is not there for yet waits in the store. */
  const start = (textOnly: boolean, origin: StartOrigin, values: Details) =>
    voice.start({
      agentId: demo.agentId,
      session: sessionInfoFor(demo, slug, values),
      dynamicVariables: dynamicVariablesFor(demo.variables, values),
      textOnly,
      origin,
      language: callLanguage(demo, language),
      queueWaitSeconds: demo.queueWaitSeconds,
      events: createVoiceEvents({ demo, slug, hasConnected: state.hasConnected, dispatch }),
    });

  const showSession = () => {
    dispatch({ type: 'show-session' });
    if (demo.toasts.submitted) showToast(demo.toasts.submitted, 'success');
  };

  /** A valid form: remember the details, then hand over as the flow's submit behaviour says. */
  const accept = (valid: Details) => {
    if (state.pending) return;
    // The session record carries these details, so the link is fetched once they are final.
    prefetchSignedUrl({ agentId: demo.agentId, ...sessionInfoFor(demo, slug, valid) });
    track(slug, { event: 'form_submitted' });
    store.save(valid);
    const { behaviour, delayMs } = demo.submit;
    if (behaviour === 'details') return showSession();
    dispatch({ type: 'submit-pending' });
    if (behaviour === 'delay') delayTimer.current = setTimeout(showSession, delayMs);
    else start(false, 'form', valid);
  };

  const details = useDemoForm({ demo, store, onValid: accept });

  const callMe = useCallMe({
    callMe: demo.session.callMe,
    slug,
    details,
    requestFor: (valid) => callMeRequestFor(demo, slug, valid),
    voice,
    onPlaced: () => dispatch({ type: 'phone-call' }),
  });

  const startCall = (textOnly: boolean) => {
    const origin = state.stage === 'form' ? 'form' : 'session';
    if (origin === 'form') dispatch({ type: 'submit-pending' });
    start(textOnly, origin, details.form.getValues());
  };

  return {
    ...leaveActions({ voice, store, details, dispatch }),
    demo,
    state,
    /** The details form, the one owner of the visitor's details. */
    details,
    /** The page's voice store, handed to the screens through VoiceStoreProvider. */
    voice,
    startCall,
    endCall: () => voice.end('visitor'),
    /** Cancel during "Connecting…": drop the start; nothing failed, so no toast. */
    cancelCall: () => {
      voice.end('visitor');
      dispatch({ type: 'cancelled' });
    },
    /** Talk again after a call: on the session screen (from a completion screen too), a new call. */
    talkAgain: (textOnly: boolean) => {
      dispatch({ type: 'show-session' });
      start(textOnly, 'session', details.form.getValues());
    },
    /** Call me, on flows that offer it. */
    callMe: demo.session.callMe.enabled ? callMe : null,
    /** Leaves the phone call's screen for the form, which is as the visitor left it. */
    closePhoneCall: () => {
      callMe.close();
      dispatch({ type: 'back-to-form' });
    },
    language,
    setLanguage,
  };
}

export type DemoFlow = ReturnType<typeof useDemoFlow>;

type FlowDemo = DemoData['demo'];

/** What the server stores with the signed session: only the fields this flow asks for. */
function sessionInfoFor(demo: FlowDemo, slug: string, values: Details): SessionInfo {
  return {
    flow: slug,
    details: Object.fromEntries(demo.fields.map((field) => [field.name, values[field.name]])),
    noticeShown: demo.session.consentNotice.trim() !== '',
    page: `${window.location.pathname}${window.location.search}`,
    ...leadLocale(),
  };
}

/** What Call me posts for these details. */
function callMeRequestFor(demo: FlowDemo, slug: string, valid: Details) {
  return {
    agentId: demo.agentId,
    ...sessionInfoFor(demo, slug, valid),
    // The consent box was on screen, so the recording notice was shown; the page's language goes along.
    noticeShown: true,
    dynamicVariables: dynamicVariablesFor(demo.variables, valid),
    ...(document.documentElement.lang ? { locale: document.documentElement.lang } : {}),
  };
}

/** The ways out of a call or the details: back to the form, a link away, or forgetting the details. */
function leaveActions({
  voice,
  store,
  details,
  dispatch,
}: {
  voice: VoiceStore;
  store: DetailsStore;
  details: DemoForm;
  dispatch: (action: FlowAction) => void;
}) {
  return {
    /** Back to Form: ends a live call first; `clearDetails` also forgets the details (logistics). */
    backToForm: (clearDetails: boolean) => {
      voice.end('left');
      if (clearDetails) {
        store.clear();
        details.form.reset();
      }
      dispatch({ type: 'back-to-form' });
    },
    /** A session link to another page: end the call; the link itself navigates. */
    leave: (clearDetails: boolean) => {
      voice.end('left');
      if (clearDetails) store.clear();
    },
    /** "Forget my details": clears the saved details and the form (flows with a storage key). */
    forgetDetails: () => {
      store.clear();
      details.form.reset();
    },
  };
}
