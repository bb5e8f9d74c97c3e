import { BackendError } from '../../../lib/backend.ts';

/** RFC 6455 "try again later": the service closes a start with it when the agent's call limit is reached. */
const TRY_AGAIN_LATER = 1013;

/**
 * A start refused because every agent is busy: the socket closed 1013 before the call began (the SDK's
 * SessionConnectionError carries the close code), or the signed-link function answered 429 (the
 * site's own session caps, supabase/functions/_shared/http/limits.ts).
 */
export function isBusyRefusal(error: Error): boolean {
  if (isBudgetRefusal(error)) return false;
  if (error instanceof BackendError) return error.status === 429;
  return Reflect.get(error, 'closeCode') === TRY_AGAIN_LATER;
}

/** The signed-link function's answer when the site's voice budget is used up (supabase/functions/_shared/http/rate-limit.ts). */
export const VOICE_BUDGET_EXHAUSTED = 'voice_budget_exhausted';

/** A start refused because the site's voice budget for the hour or the day is used up: not worth a quick retry. */
export function isBudgetRefusal(error: Error): boolean {
  return error instanceof BackendError && error.status === 429 && error.code === VOICE_BUDGET_EXHAUSTED;
}
