import type { FormErrors, FormRulesRecord } from '@mantine/form';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';
import { CONTACT_FIELDS, type FieldValues } from '../../../supabase/functions/_shared/leads/lead-fields.ts';
import { fieldNames, requiredRules } from '../../lib/formRules.ts';

/** What the visitor sends, trimmed: the body of send-lead-notification (SPEC §3). */
export type ContactRequest = FieldValues<typeof CONTACT_FIELDS>;

/** The contact form's inputs as typed. */
export type ContactValues = ContactRequest & { privacyAccepted: boolean };
export type ContactInput = keyof ContactValues;

/** Inputs in screen order: the first invalid one receives focus. */
export const CONTACT_INPUTS: readonly ContactInput[] = [...fieldNames(CONTACT_FIELDS), 'privacyAccepted'];

export const EMPTY_CONTACT: ContactValues = { name: '', business: '', phone: '', privacyAccepted: false };

/** SPEC §5: the fields the server requires are non-blank after trimming; the privacy box is ticked. */
export function contactRules(fieldErrors: ContactFormSection['fieldErrors']): FormRulesRecord<ContactValues> {
  return {
    ...requiredRules(CONTACT_FIELDS, fieldErrors.required),
    privacyAccepted: (accepted) => (accepted ? null : fieldErrors.privacy),
  };
}

/** The one toast for a refused submit: blank fields win over the privacy box (SPEC §5). */
export function contactToast(errors: FormErrors): 'missing' | 'privacy' {
  return fieldNames(CONTACT_FIELDS).some((field) => errors[field]) ? 'missing' : 'privacy';
}
