import type { CallMe } from '../../../../schemas/call-me.ts';
import { BackendError } from '../../../lib/backend.ts';

/** Where a refusal's words go: under the phone field, under the consent box, or beside Call me. */
export interface Refusal {
  target: 'phone' | 'consent' | 'form';
  message: string;
  /** The phone line cannot help now: the page offers the browser demo beside the message. */
  offerBrowser?: true;
}

/** Fills `{name}` placeholders; an unknown one stays as written, so a typo shows rather than vanishes. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A country's name in the visitor's language (GB → United Kingdom), else its code. */
export function countryName(code: unknown, locale: string | undefined): string {
  if (typeof code !== 'string' || !code) return '';
  try {
    return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The earliest time to call again, in the visitor's locale and the number's zone ("Saturday 8:00 AM"),
 * and the zone's city ("Sydney", from the IANA name, which Intl does not localise).
 */
function retryTime(retryAt: unknown, timeZone: unknown, locale: string | undefined) {
  const at = typeof retryAt === 'string' ? new Date(retryAt) : new Date(NaN);
  if (Number.isNaN(at.getTime())) return { time: '', place: '' };
  const zone = typeof timeZone === 'string' ? timeZone : undefined;
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', hour: 'numeric', minute: '2-digit' };
  try {
    const time = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(at);
    return { time, place: zone?.split('/').pop()?.replace(/_/g, ' ') ?? '' };
  } catch {
    // A zone this browser does not know: the visitor's own clock, without a place.
    return { time: new Intl.DateTimeFormat(locale, { ...options, timeZoneName: 'short' }).format(at), place: '' };
  }
}

/**
 * The voice-call-me function's refusal in the flow's words (contract: `{ error, ... }`). `locale`
 * is the visitor's (undefined: the browser's own).
 */
export function refusalText(error: unknown, callMe: Pick<CallMe, 'messages' | 'refusals'>, locale?: string): Refusal {
  const { messages, refusals } = callMe;
  if (!(error instanceof BackendError)) return { target: 'form', message: refusals.failed };
  const { body } = error;
  switch (error.code) {
    case 'phone_invalid':
      return { target: 'phone', message: messages.invalid };
    case 'number_type_not_allowed':
      return { target: 'phone', message: messages.notCallable };
    case 'country_not_allowed':
      return {
        target: 'phone',
        message: fill(messages.countryNotOffered, { country: countryName(body.country, locale) }),
      };
    case 'consent_required':
      return { target: 'consent', message: messages.consentMissing };
    case 'quiet_hours':
      return { target: 'form', message: fill(refusals.quietHours, retryTime(body.retryAt, body.timeZone, locale)) };
    case 'number_limit':
      return { target: 'form', message: refusals.numberLimit, offerBrowser: true };
    case 'rate_limited':
      return { target: 'form', message: refusals.rateLimited };
    case 'call_me_cap':
      return { target: 'form', message: refusals.budget, offerBrowser: true };
    case 'invalid_details':
      return { target: 'form', message: refusals.detailsRefused };
  }
  if (error.captchaRefused) return { target: 'form', message: refusals.checkFailed };
  // The details the server checks like the lead forms: the number is the one a visitor can fix here.
  if (error.fields.phone) return { target: 'phone', message: messages.invalid };
  return { target: 'form', message: refusals.failed };
}
