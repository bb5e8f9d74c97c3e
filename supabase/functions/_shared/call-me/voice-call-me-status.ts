// GET voice-call-me?call=<id>: a placed call's state for the page's call screen. The id is signed
// (phone-call-id.ts), so only the page that placed the call can ask. Polls are counted per call and per
// address, and answered from the call's row (public.call_me_poll): at most one poll per interval asks
// ElevenLabs, whatever the number of polls, and once the call has ended its stored outcome answers every
// poll without asking again. A call whose row does not name its conversation (recording it failed) is
// still answered, from ElevenLabs, within the same per-call and per-address limits.
import { clientAddressOf } from '../http/client-address.ts';
import { HttpError } from '../http/http.ts';
import { describeError, type Logger } from '../http/log.ts';
import { readCallId } from './phone-call-id.ts';
import type { CallLimiter } from './phone-call-limits.ts';
import { callStateOf, type CallState } from './phone-call-state.ts';
import { rateLimited } from '../http/rate-limit.ts';
import type { PhoneCalls } from './voice-call-me-elevenlabs.ts';

/** What the poll needs of voice-call-me's dependencies (VoiceCallMeDeps says what each is). */
interface StatusDeps {
  phone: PhoneCalls | null;
  callIdKey: string | null;
  limiter: CallLimiter;
  now: () => number;
  log: Logger;
}

/** While one poll asks ElevenLabs, the others answer the last state, or ringing before the first. */
const FIRST_STATE: CallState = { state: 'ringing' };

export async function callStatus(req: Request, deps: StatusDeps): Promise<CallState & { conversationId: string }> {
  const callId = new URL(req.url).searchParams.get('call') ?? '';
  if (deps.phone === null || deps.callIdKey === null) throw new HttpError(503, { error: 'voice_unavailable' });
  const call = callId ? await readCallId(deps.callIdKey, callId, deps.now()) : null;
  if (call === null) throw new HttpError(404, { error: 'call_not_found' });
  const { conversationId, placedAt } = call;
  const answer = await deps.limiter.poll(conversationId, clientAddressOf(req));
  if (answer.outcome === 'rate_limited') throw rateLimited(answer.wait);
  if (answer.outcome === 'ended' || answer.outcome === 'cached') {
    return { ...(answer.state ?? FIRST_STATE), conversationId };
  }
  let record: unknown;
  try {
    record = await deps.phone.conversation(conversationId);
  } catch (error) {
    deps.log.error(`voice-call-me: ${describeError(error)}`);
    throw new HttpError(502, { error: 'voice_unavailable' });
  }
  const state = callStateOf(record, deps.now() - placedAt);
  if (answer.outcome === 'refresh') await deps.limiter.store(conversationId, state);
  return { ...state, conversationId };
}
