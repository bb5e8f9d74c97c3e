import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { site } from 'virtual:content';
import type { CallMe } from '../../../../schemas/call-me.ts';
import { track } from '../analytics.ts';
import type { Details } from '../details.ts';
import type { DemoForm } from '../DetailsForm/useDemoForm.ts';
import type { VoiceStore } from '../voice/voiceStore.ts';
import { pageLocale } from '../../../lib/pageLocale.ts';
import { placeCall, type CallMeRequest, type PhoneCall } from './callMeApi.ts';
import { phoneCallApiOrigin } from './phoneCallOrigin.ts';
import { checkPhone } from './phoneCheck.ts';
import { countryName, fill, refusalText } from './refusalText.ts';
import { usePhoneCallPolling } from './usePhoneCallPolling.ts';
import { visitorCountry } from './visitorCountry.ts';

interface CallMeOptions {
  callMe: CallMe;
  slug: string;
  /** The flow's details form: its checks run first, and the number is its phone field. */
  details: DemoForm;
  /** The rest of the request (the session record and the agent's variables) for these details. */
  requestFor(valid: Details): Omit<CallMeRequest, 'phone' | 'country' | 'consent'>;
  voice: VoiceStore;
  /** The call was placed: show the call screen. */
  onPlaced(): void;
}

/**
 * Call me, from the button to the end of the call: the form's checks, the number (libphonenumber-js,
 * loaded on first use), the consent box (its own Mantine form, so the details stay four strings), the
 * request, and the refusal in the flow's words under the field it is about. Nothing typed is reset.
 */
export function useCallMe({ callMe, slug, details, requestFor, voice, onPlaced }: CallMeOptions) {
  const consent = useForm({
    mode: 'controlled',
    initialValues: { consent: false },
    validate: { consent: (ticked) => (ticked ? null : callMe.messages.consentMissing) },
  });
  const [requesting, setRequesting] = useState(false);
  /** A refusal that is about no field (quiet hours, limits, budget), shown beside the button. */
  const [problem, setProblem] = useState<string | null>(null);
  /** The refusal leaves the browser demo as the way to talk to the agent now (the cap, the number). */
  const [offersBrowser, setOffersBrowser] = useState(false);
  const [call, setCall] = useState<PhoneCall | null>(null);
  const requestAbort = useRef<AbortController>(undefined);
  useEffect(() => () => requestAbort.current?.abort(), []);

  usePhoneCallPolling(call, setCall);
  // Once per call, however it ended (a poll, or a POST that answered ended): the post-call panel.
  const endedCall = call?.status.state === 'ended' ? call : null;
  useEffect(() => {
    if (!endedCall) return;
    track(slug, { event: 'phone_call_ended', reason: endedCall.status.reason ?? 'failed' });
    // As after a browser call, only a call that took place gets the post-call panel.
    if (endedCall.status.reason === 'completed') {
      voice.showPhoneCall(endedCall.status.conversationId, phoneCallApiOrigin());
    }
    // Only when another call ends: the call object changes on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endedCall?.callId]);

  const focus = (target: 'phone' | 'consent') =>
    (target === 'phone' ? details.form.getInputNode('phone') : consent.getInputNode('consent'))?.focus();

  /** The number and the consent; true when the call may be asked for (else the problem is shown). */
  const checked = async (valid: Details, country: string) => {
    const phone = await checkPhone(valid.phone, country, site.callMe.countries).catch(() => null);
    const consentErrors = consent.validate().hasErrors;
    if (phone && !phone.ok) {
      const { missing, invalid, notCallable, countryNotOffered } = callMe.messages;
      const message =
        phone.problem === 'country'
          ? fill(countryNotOffered, { country: countryName(phone.country, undefined) })
          : { missing, invalid, 'not-callable': notCallable }[phone.problem];
      details.form.setFieldError('phone', message);
      focus('phone');
      return false;
    }
    // A phone library that failed to load (phone null): the server checks the number all the same.
    if (consentErrors) focus('consent');
    return !consentErrors;
  };

  const place = async (valid: Details) => {
    setProblem(null);
    // Busy from the press on: the first use also downloads the phone metadata.
    setRequesting(true);
    const abort = new AbortController();
    requestAbort.current = abort;
    try {
      const country = visitorCountry(callMe.defaultCountry);
      if (!(await checked(valid, country))) return;
      track(slug, { event: 'call_me_requested' });
      const { callId, ...status } = await placeCall(
        { ...requestFor(valid), phone: valid.phone, country, consent: true },
        abort.signal,
      );
      setCall({ callId, status, lost: false });
      onPlaced();
    } catch (error) {
      if (abort.signal.aborted) return;
      const refusal = refusalText(error, callMe, pageLocale());
      track(slug, { event: 'call_me_refused', code: (error as { code?: string }).code ?? 'unknown' });
      if (refusal.target === 'phone') details.form.setFieldError('phone', refusal.message);
      else if (refusal.target === 'consent') consent.setFieldError('consent', refusal.message);
      else setProblem(refusal.message);
      setOffersBrowser(refusal.offerBrowser === true);
      if (refusal.target !== 'form') focus(refusal.target);
    } finally {
      setRequesting(false);
    }
  };

  return {
    consent,
    requesting,
    problem,
    offersBrowser,
    call,
    /** The Call me button: the details form's checks, then the number, the consent and the request. */
    request: () => {
      if (!requesting) details.submitWith((valid) => void place(valid))();
    },
    /** Leaves the call screen (Stop waiting, or Back to the form after the call); the form is as it was. */
    close: () => setCall(null),
  };
}

export type CallMeControls = ReturnType<typeof useCallMe>;
