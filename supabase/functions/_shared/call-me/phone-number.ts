// The number "Call me" dials, checked before anything is counted: parsed with libphonenumber-js's full
// metadata (`/max`, the only build that tells number types:
// https://gitlab.com/catamphetamine/libphonenumber-js#min-vs-max-vs-mobile-vs-core), in the visitor's country
// for a national number, then its country against site.yaml `callMe.countries` and its type.
import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import { HttpError } from '../http/http.ts';

/**
 * Only these are called. Premium-rate and shared-cost numbers are how toll fraud earns (the caller is
 * paid per minute), toll-free and UAN numbers are businesses, VoIP and personal numbers can be forwarded
 * anywhere, and an unknown type may be any of those.
 */
export const CALLABLE_NUMBER_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

export interface CheckedNumber {
  /** E.164, e.g. +61412345678: what ElevenLabs dials and what the per-number limit counts. */
  e164: string;
  /** The number's own country (ISO 3166-1 alpha-2), not the one it was parsed in. */
  country: string;
  type: NumberType;
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * Throws 400 phone_invalid, 403 country_not_allowed (+ country) or 403 number_type_not_allowed (+ type).
 * `defaultCountry` is the visitor's, for a number typed without +; an unknown code parses only numbers
 * in international form.
 */
export function checkPhoneNumber(phone: string, defaultCountry: string, allowed: readonly string[]): CheckedNumber {
  const country = COUNTRY.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(phone, country ? { defaultCountry: country } : {});
  // isValid() checks the number against the country's number plan (length and prefixes), which
  // isPossible() alone, a length check, does not.
  if (!parsed || !parsed.isValid() || !parsed.country) throw new HttpError(400, { error: 'phone_invalid' });
  if (!allowed.includes(parsed.country)) {
    throw new HttpError(403, { error: 'country_not_allowed', country: parsed.country });
  }
  const type = parsed.getType();
  if (!type || !CALLABLE_NUMBER_TYPES.has(type)) {
    throw new HttpError(403, { error: 'number_type_not_allowed', type: type ?? 'UNKNOWN' });
  }
  return { e164: parsed.number, country: parsed.country, type };
}
