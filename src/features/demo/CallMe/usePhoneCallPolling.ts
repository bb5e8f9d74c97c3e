import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { BackendError } from '../../../lib/backend.ts';
import { readCall, type PhoneCall } from './callMeApi.ts';

/** The contract asks the page to poll about every 2 s while the call screen shows. */
export const POLL_INTERVAL_MS = 2000;

/** Failed reads in a row before the screen says it cannot see the call (one blip says nothing). */
const LOST_AFTER_FAILURES = 3;

/**
 * Polls the call's state while it is not ended and the call screen shows; stops when the call ends,
 * when the screen closes (the call is set to null) or the page goes away. An unknown call (404
 * call_not_found) is over: it ends as failed.
 */
export function usePhoneCallPolling(call: PhoneCall | null, setCall: Dispatch<SetStateAction<PhoneCall | null>>) {
  const callId = call?.callId ?? null;
  const over = call?.status.state === 'ended';

  useEffect(() => {
    if (!callId || over) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    let failures = 0;
    const update = (change: (current: PhoneCall) => PhoneCall) =>
      setCall((current) => (current?.callId === callId ? change(current) : current));
    const poll = async () => {
      try {
        const status = await readCall(callId, abort.signal);
        failures = 0;
        update(() => ({ callId, status, lost: false }));
        if (status.state === 'ended') return;
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof BackendError && error.code === 'call_not_found') {
          return update((current) => ({
            callId,
            status: { state: 'ended', reason: 'failed', conversationId: current.status.conversationId },
            lost: false,
          }));
        }
        failures += 1;
        if (failures >= LOST_AFTER_FAILURES) update((current) => ({ ...current, lost: true }));
      }
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [callId, over, setCall]);
}
