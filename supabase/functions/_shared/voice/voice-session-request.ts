// What the browser sends with a voice start besides the agent id, to open the session record.
import { z } from 'zod';
import { FIELD_LIMITS } from '../leads/lead-fields.ts';
import { LOCALE_FIELD } from '../leads/lead-locale.ts';
import type { VoiceSessionStart } from './voice-sessions.ts';

const detail = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();

export const VoiceSessionRequestSchema = z.object({
  /** The flow's slug, e.g. 'automotive'; must be one of the site's flows. */
  flow: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Must be a flow slug'),
  /** The details as the visitor submitted them. */
  details: z
    .object({
      name: detail(FIELD_LIMITS.name),
      email: detail(FIELD_LIMITS.email),
      phone: detail(FIELD_LIMITS.phone),
      company: detail(FIELD_LIMITS.company),
    })
    .default({}),
  /** The recording notice was on screen when the visitor started. */
  noticeShown: z.boolean(),
  /** The page the visitor came from (path and query), e.g. /automotive-demo. */
  page: z.string().max(500).nullish(),
  /** The page's language (BCP 47), e.g. es; absent on the site's own-language pages (lead-locale.ts). */
  ...LOCALE_FIELD,
});
export type VoiceSessionRequest = z.output<typeof VoiceSessionRequestSchema>;

/** The record to store for a signed session. Blank details are left out, as the visitor left them. */
export function sessionRecord(
  request: VoiceSessionRequest,
  agentId: string,
  conversationId: string,
): VoiceSessionStart {
  const details = Object.fromEntries(Object.entries(request.details).filter(([, value]) => value));
  return {
    conversation_id: conversationId,
    flow: request.flow,
    agent_id: agentId,
    details,
    notice_shown: request.noticeShown,
    page: request.page ?? null,
    locale: request.locale,
  };
}
