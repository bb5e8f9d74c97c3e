// Spam trap for the public forms.
//
// The form renders an extra text input named HONEYPOT_FIELD (lead-fields.ts) that people never see
// (visually hidden, aria-hidden, tabindex -1, autocomplete off). Bots that fill in every field give
// themselves away. When it is non-empty the function answers exactly as on success but stores and
// sends nothing, so the bot learns nothing it could adapt to.
import { HONEYPOT_FIELD } from './lead-fields.ts';

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
