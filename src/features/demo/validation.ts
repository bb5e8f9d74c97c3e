import type { Demo, DemoFieldName, Toast } from '../../../schemas/demo.ts';
import { trimDetails, type Details } from './details.ts';

/** The inline message per invalid field. */
export type FieldErrors = Partial<Record<DemoFieldName, string>>;

export type Validation =
  | { ok: true; details: Details }
  | {
      ok: false;
      errors: FieldErrors;
      /** The toast to show; null when the browser's own email message is used instead. */
      toast: Toast | null;
      /** The field to focus. */
      firstInvalid: DemoFieldName;
    };

/**
 * The browser's rule for `type="email"` (WHATWG "valid e-mail address"), used for flows that have no
 * '@' message of their own and so rely on the browser's check.
 */
const BROWSER_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The browser's message, for tests and for environments that report none. */
export const BROWSER_EMAIL_FALLBACK = 'Please enter a valid email address.';

/**
 * SPEC §5: every value is trimmed; a blank required field shows `messages.required`; then, when the
 * flow has `messages.invalidEmail`, an email without '@' shows it; otherwise the browser's email rule
 * applies with the browser's own message (`browserEmailMessage`).
 */
export function validateDetails(
  demo: Pick<Demo, 'fields' | 'messages'>,
  values: Details,
  browserEmailMessage: string = BROWSER_EMAIL_FALLBACK,
): Validation {
  const details = trimDetails(values);
  const blank = demo.fields.filter((field) => field.required && !details[field.name]).map((field) => field.name);
  if (blank.length > 0) {
    const errors = Object.fromEntries(blank.map((name) => [name, demo.messages.required.message]));
    return { ok: false, errors, toast: demo.messages.required, firstInvalid: blank[0]! };
  }
  const email = details.email;
  const asksEmail = demo.fields.some((field) => field.name === 'email');
  if (asksEmail && email) {
    const { invalidEmail } = demo.messages;
    if (invalidEmail && !email.includes('@')) {
      return { ok: false, errors: { email: invalidEmail.message }, toast: invalidEmail, firstInvalid: 'email' };
    }
    if (!invalidEmail && !BROWSER_EMAIL.test(email)) {
      return { ok: false, errors: { email: browserEmailMessage }, toast: null, firstInvalid: 'email' };
    }
  }
  return { ok: true, details };
}
