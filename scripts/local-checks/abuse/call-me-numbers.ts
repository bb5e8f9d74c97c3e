// Numbers for the "Call me" attacks: real-looking numbers of each country from libphonenumber-js's own
// examples (the same metadata voice-call-me checks with), countries at day and at night right now at the
// functions' clock, and numbers the function must refuse whatever the hour.
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { CALL_ME_CONFIG } from '../../../supabase/functions/_shared/generated/call-me-config.ts';
import { CALLABLE_NUMBER_TYPES } from '../../../supabase/functions/_shared/call-me/phone-number.ts';
import { quietUntil, zonesOfCountry } from '../../../supabase/functions/_shared/call-me/phone-quiet-hours.ts';

/** `count` distinct callable numbers of `country` (E.164), from its example mobile with other last digits. */
export function mobileNumbers(country: string, count: number, from = 0): string[] {
  const example = getExampleNumber(country as CountryCode, examples);
  if (!example) throw new Error(`libphonenumber-js has no example mobile number for ${country}`);
  const national = example.nationalNumber;
  const numbers: string[] = [];
  for (let i = from; numbers.length < count && i < from + 10_000; i++) {
    const candidate = `${national.slice(0, -4)}${String(i % 10_000).padStart(4, '0')}`;
    const parsed = parsePhoneNumberFromString(candidate, country as CountryCode);
    if (parsed?.isValid() && CALLABLE_NUMBER_TYPES.has(parsed.getType()!) && parsed.number !== example.number) {
      numbers.push(parsed.number);
    }
  }
  return numbers;
}

/** An allowed country where it is day, and one where it is night, in all / some of its zones at `now`. */
export function dayAndNight(now: number): { day: string | null; night: string | null } {
  const quiet = (country: string) => quietUntil(now, zonesOfCountry(country), CALL_ME_CONFIG.quietHours) !== null;
  return {
    day: CALL_ME_CONFIG.countries.find((country) => !quiet(country)) ?? null,
    night: CALL_ME_CONFIG.countries.find((country) => quiet(country)) ?? null,
  };
}

/** Numbers refused whatever the hour: premium-rate ones of allowed countries, and other countries' mobiles. */
export const REFUSED_NUMBERS: ReadonlyArray<{ phone: string; country: string; error: string }> = [
  { phone: '1900 123 456', country: 'AU', error: 'number_type_not_allowed' },
  { phone: '+44 909 879 0000', country: 'GB', error: 'number_type_not_allowed' },
  { phone: '+1 900 555 0123', country: 'US', error: 'number_type_not_allowed' },
  { phone: '+44 56 1234 5678', country: 'GB', error: 'number_type_not_allowed' },
  { phone: '+33 6 12 34 56 78', country: 'FR', error: 'country_not_allowed' },
  { phone: '+7 912 345 67 89', country: 'RU', error: 'country_not_allowed' },
  { phone: '+234 803 123 4567', country: 'NG', error: 'country_not_allowed' },
];
