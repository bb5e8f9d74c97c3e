import type { Toast } from '../../schemas/demo.ts';
import type { RefusalMessages } from '../../schemas/refusals.ts';
import { BackendError } from './backend.ts';

/**
 * How a lead form explains a failed submit. A 429 or a failed spam check has its own toast (the
 * visitor can simply try again later or at once); anything else is the form's own failure toast. The
 * form keeps every value in every case: only success resets it.
 */
export function refusalToast(error: unknown, messages: RefusalMessages, failure: Toast): Toast {
  if (!(error instanceof BackendError)) return failure;
  if (error.rateLimited) return messages.rateLimited;
  if (error.captchaRefused) return messages.checkFailed;
  return failure;
}

/**
 * The server's per-field refusals (`{ fields: { phone: "invalid" } }`) as inline errors, for the
 * fields this form has. The browser checked the same rules, so this is rare (e.g. a control character
 * pasted in); the message says which field, the toast says what happened.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  text: string,
): Partial<Record<Field, string>> {
  if (!(error instanceof BackendError)) return {};
  const refused: Partial<Record<Field, string>> = {};
  for (const field of fields) if (error.fields[field]) refused[field] = text;
  return refused;
}
