import type { AgentVariableName, DemoFieldName } from '../../../schemas/demo.ts';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/leads/lead-fields.ts';

/** What the visitor typed into the details form, one string per field. */
export type Details = Record<DemoFieldName, string>;

/**
 * The four fields in form order. Kept here rather than imported from the schema module, which would
 * pull zod into the browser bundle.
 */
export const FIELD_NAMES = ['name', 'email', 'phone', 'company'] as const satisfies readonly DemoFieldName[];

export const EMPTY_DETAILS: Details = { name: '', email: '', phone: '', company: '' };

/** The detail each agent variable carries. */
export const FIELD_OF_VARIABLE: Record<AgentVariableName, DemoFieldName> = {
  caller_name: 'name',
  user_email: 'email',
  user_phone: 'phone',
  user_company: 'company',
};

/** Input type, autofill hint and keyboard for each field; the lengths the lead forms accept too. */
export const FIELD_INPUT: Record<
  DemoFieldName,
  { type: 'text' | 'email' | 'tel'; autoComplete: string; maxLength: number }
> = {
  name: { type: 'text', autoComplete: 'name', maxLength: FIELD_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: FIELD_LIMITS.email },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: FIELD_LIMITS.phone },
  company: { type: 'text', autoComplete: 'organization', maxLength: FIELD_LIMITS.company },
};

export function trimDetails(details: Details): Details {
  return {
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    company: details.company.trim(),
  };
}

/** Keeps what is already filled in and takes the rest from `other` (restored or pre-hydration values). */
export function fillEmpty(current: Details, other: Partial<Details>): Details {
  const next = { ...current };
  for (const field of FIELD_NAMES) {
    const value = other[field];
    if (!next[field] && typeof value === 'string' && value) next[field] = value;
  }
  return next;
}
