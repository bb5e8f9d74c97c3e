// @vitest-environment node
// npm run abuse's "Call me" numbers: at every hour of the year one allowed country is at day (the visitor)
// and one at night (the quiet-hours attack), and each country gives distinct numbers voice-call-me accepts.
import { describe, expect, it } from 'vitest';
import {
  dayAndNight,
  mobileNumbers,
  REFUSED_NUMBERS,
} from '../../../../../scripts/local-checks/abuse/call-me-numbers.ts';
import { CALL_ME_CONFIG } from '../../../../../supabase/functions/_shared/generated/call-me-config.ts';
import { checkPhoneNumber } from '../../../../../supabase/functions/_shared/call-me/phone-number.ts';

describe('the abuse numbers for Call me', () => {
  it('finds a country at day and one at night at every hour, in winter and in summer', () => {
    for (const month of ['01', '07']) {
      for (let hour = 0; hour < 24; hour++) {
        const at = Date.parse(`2026-${month}-15T${String(hour).padStart(2, '0')}:30:00Z`);
        const { day, night } = dayAndNight(at);
        expect([day, night], `${month} ${hour}:30 UTC`).not.toContain(null);
      }
    }
  });

  it.each(CALL_ME_CONFIG.countries)('gives distinct numbers of %s that the function accepts', (country) => {
    const numbers = mobileNumbers(country, 40);
    expect(new Set(numbers).size).toBe(40);
    for (const number of numbers) expect(checkPhoneNumber(number, country, CALL_ME_CONFIG.countries).e164).toBe(number);
  });

  it('refuses every number of the refused list with the expected code', () => {
    for (const { phone, country, error } of REFUSED_NUMBERS) {
      expect(() => checkPhoneNumber(phone, country, CALL_ME_CONFIG.countries)).toThrow(error);
    }
  });
});
