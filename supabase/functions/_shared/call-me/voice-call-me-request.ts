// What the page sends with "Call me" (the shared contract, call-me-contract.md): the voice start's session
// fields, the number as typed, the visitor's country for a national number, the consent and the variables.
import { z } from 'zod';
import type { CallMeFlowConfig } from './voice-call-me-config.ts';

/** Longest value of one dynamic variable: the page sends names, e-mails, numbers and company names. */
export const MAX_VARIABLE_LENGTH = 200;

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
  /** BCP 47 of the page (issue 41), e.g. es. */
  locale: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .max(35)
    .optional(),
});
export type VoiceCallMeRequest = z.output<typeof VoiceCallMeSchema>;

/**
 * Only the variables the flow declares, each cut to MAX_VARIABLE_LENGTH; a declared one the page left out
 * is sent empty, since ElevenLabs refuses a call whose prompt uses a variable it was not given.
 */
export function flowVariables(
  sent: Readonly<Record<string, string | number | boolean>>,
  flow: Pick<CallMeFlowConfig, 'variables'>,
): Record<string, string | number | boolean> {
  return Object.fromEntries(
    flow.variables.map((name) => {
      const value = Object.hasOwn(sent, name) ? sent[name]! : '';
      return [name, typeof value === 'string' ? value.trim().slice(0, MAX_VARIABLE_LENGTH) : value];
    }),
  );
}
