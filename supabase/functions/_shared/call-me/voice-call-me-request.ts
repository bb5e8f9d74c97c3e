// What the page sends with "Call me" (the shared contract, call-me-contract.md): the voice start's session
// fields, the number as typed, the visitor's country for a national number, the consent and the variables.
import { z } from 'zod';
import { HttpError } from '../http/http.ts';
import type { CallMeFlowConfig } from './voice-call-me-config.ts';

/**
 * Longest value of one dynamic variable: the page sends names, e-mails, numbers and company names, and
 * every character of it reaches the prompt of an agent that phones a stranger.
 */
export const MAX_VARIABLE_LENGTH = 100;

/**
 * What a name, company, e-mail or number may contain: letters and marks of any script, digits, spaces and
 * the punctuation those use. Hand-written because no library states "text safe to put in a prompt";
 * it leaves out what structures a prompt or a template ({ } < > [ ] ` " \ | * $ = ~ ^), line breaks and
 * other control characters, so a value can only ever read as one piece of data.
 */
export const VISITOR_TEXT = /^[\p{L}\p{M}\p{N} .,'’&()+\-/@#:!?_]*$/u;

export const VoiceCallMeSchema = z.object({
  agentId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ and -'),
  /** The number as typed; libphonenumber-js parses it (phone-number.ts). */
  phone: z.string().max(40, 'Must be at most 40 characters'),
  /** ISO 3166-1 alpha-2 of the visitor, for a number typed without +. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Must be a two-letter country code'),
  /** The consent box; checked in the handler so its refusal has its own code. */
  consent: z.unknown().optional(),
  dynamicVariables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /** BCP 47 of the page, e.g. es. */
  locale: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .max(35)
    .optional(),
});
export type VoiceCallMeRequest = z.output<typeof VoiceCallMeSchema>;

/**
 * Only the variables the flow declares, each trimmed; a declared one the page left out is sent empty,
 * since ElevenLabs refuses a call whose prompt uses a variable it was not given. A value longer than
 * MAX_VARIABLE_LENGTH or with a character outside VISITOR_TEXT is refused (400 invalid_details, naming
 * the variables), never cut or cleaned silently: the visitor sees what to fix.
 */
export function flowVariables(
  sent: Readonly<Record<string, string | number | boolean>>,
  flow: Pick<CallMeFlowConfig, 'variables'>,
): Record<string, string | number | boolean> {
  const refused: Record<string, string> = {};
  const variables = Object.fromEntries(
    flow.variables.map((name) => {
      const raw = Object.hasOwn(sent, name) ? sent[name]! : '';
      const value = typeof raw === 'string' ? raw.trim() : raw;
      if (typeof value === 'string' && value.length > MAX_VARIABLE_LENGTH) refused[name] = 'too_long';
      else if (typeof value === 'string' && !VISITOR_TEXT.test(value)) refused[name] = 'characters';
      return [name, value];
    }),
  );
  if (Object.keys(refused).length > 0) throw new HttpError(400, { error: 'invalid_details', fields: refused });
  return variables;
}
