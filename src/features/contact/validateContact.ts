/** The contact form's inputs as typed. */
export interface ContactValues {
  name: string;
  business: string;
  phone: string;
  privacyAccepted: boolean;
}

export type ContactField = keyof ContactValues;

/** Fields in screen order: the first invalid one receives focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'business', 'phone', 'privacyAccepted'];

export interface ContactValidation {
  /** Which fields are wrong and why. */
  errors: Partial<Record<ContactField, 'required' | 'privacy'>>;
  /** The one toast to show: blank fields win over the privacy box (SPEC §5). */
  toast: 'missing' | 'privacy' | null;
}

/** Blank after trimming counts as missing; the privacy box must be ticked. */
export function validateContact(values: ContactValues): ContactValidation {
  const errors: ContactValidation['errors'] = {};
  for (const field of ['name', 'business', 'phone'] as const) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (!values.privacyAccepted) errors.privacyAccepted = 'privacy';
  const missing = Object.values(errors).includes('required');
  return { errors, toast: missing ? 'missing' : errors.privacyAccepted ? 'privacy' : null };
}
