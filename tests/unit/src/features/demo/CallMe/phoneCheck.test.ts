// The browser's check of the number before Call me asks for a call: libphonenumber-js with the full
// metadata, in the visitor's country unless the number says its own, and only the types we ring.
import { describe, expect, it } from 'vitest';
import { checkPhone } from '../../../../../../src/features/demo/CallMe/phoneCheck.ts';
import { visitorCountry } from '../../../../../../src/features/demo/CallMe/visitorCountry.ts';

/** site.yaml's default allow-list (schemas/call-me-site.ts). */
const ALLOWED = ['AU', 'NZ', 'GB', 'US', 'CA', 'IE'];

describe('checkPhone', () => {
  it.each([
    ['0412 345 678', 'AU', '+61412345678', 'AU'],
    ['07400 123456', 'GB', '+447400123456', 'GB'],
    ['+64 21 123 4567', 'AU', '+64211234567', 'NZ'],
    ['+61 2 9374 4000', 'GB', '+61293744000', 'AU'],
    ['+1 212 555 0123', 'AU', '+12125550123', 'US'],
  ])('accepts %s typed in %s as %s', async (typed, country, e164, numberCountry) => {
    expect(await checkPhone(typed, country, ALLOWED)).toEqual({ ok: true, e164, country: numberCountry });
  });

  it('reads a national number in the visitor’s country: the same digits are another number elsewhere', async () => {
    expect(await checkPhone('0412 345 678', 'GB', ALLOWED)).toEqual({ ok: false, problem: 'invalid' });
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['call me', 'invalid'],
    ['123', 'invalid'],
  ])('refuses %j as %s', async (typed, problem) => {
    expect(await checkPhone(typed, 'AU', ALLOWED)).toEqual({ ok: false, problem });
  });

  it.each([
    ['1900 123 456', 'premium rate (AU)'],
    ['1800 123 456', 'toll-free (AU)'],
    ['+44 9090 123456', 'premium rate (GB)'],
    ['+44 56 1234 5678', 'VoIP (GB)'],
    ['+1 900 555 0123', 'premium rate (US)'],
  ])('never calls %s, a %s number', async (typed) => {
    expect(await checkPhone(typed, 'AU', ALLOWED)).toEqual({ ok: false, problem: 'not-callable' });
  });
  it('names the country of a valid number outside the allow-list, as the function does', async () => {
    expect(await checkPhone('+33 6 12 34 56 78', 'AU', ALLOWED)).toEqual({
      ok: false,
      problem: 'country',
      country: 'FR',
    });
    expect(await checkPhone('0412 345 678', 'AU', ['GB'])).toEqual({ ok: false, problem: 'country', country: 'AU' });
  });
});

describe('visitorCountry', () => {
  it('takes the region of the first browser language that names one', () => {
    expect(visitorCountry('AU', ['en-GB', 'en'])).toBe('GB');
    expect(visitorCountry('AU', ['fr', 'fr-CA'])).toBe('CA');
  });

  it('falls back to the site’s default when no language names a country', () => {
    expect(visitorCountry('AU', ['en'])).toBe('AU');
    expect(visitorCountry('AU', ['es-419'])).toBe('AU');
    expect(visitorCountry('NZ', [])).toBe('NZ');
    expect(visitorCountry('AU', ['not a tag!', 'de-AT'])).toBe('AT');
  });
});
