// Shared steps of the Call me browser tests: a number no other test rings, in a country where it is day
// now (the function refuses calls between 21:00 and 08:00 at the number, in every zone of its country),
// the demo form with its consent, and the local phone page (/__sim/phone) that rings.
import { expect, type Locator, type Page } from '@playwright/test';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { zonesOfCountry, quietUntil } from '../../../supabase/functions/_shared/call-me/phone-quiet-hours.ts';
import { flowAt, openFlow, visitor, type Visitor } from './helpers.ts';

/** Mobile ranges of countries on site.yaml's default allow-list, one of which is in daytime at any instant. */
const MOBILES: Record<string, { prefix: string; digits: number }> = {
  GB: { prefix: '+447400', digits: 6 },
  IE: { prefix: '+35385', digits: 7 },
  NZ: { prefix: '+6421', digits: 7 },
  AU: { prefix: '+61412', digits: 6 },
};

/** The site's default quiet hours (schemas/call-me-site.ts). */
const QUIET = { from: '21:00', until: '08:00' };

/** A country where it is day in every zone now and for the next few minutes (the test's length). */
export function daytimeCountry(now = Date.now()): string {
  const country = Object.keys(MOBILES).find((code) => {
    const zones = zonesOfCountry(code);
    return [0, 5].every((minutes) => quietUntil(now + minutes * 60_000, zones, QUIET) === null);
  });
  if (!country) throw new Error('No country of the allow-list is in daytime now: pick another one');
  return country;
}

/** A country of the allow-list where it is night now (and for the next few minutes), if any. */
export function nightCountry(now = Date.now()): string | undefined {
  return Object.keys(MOBILES).find((code) => {
    const zones = zonesOfCountry(code);
    return [0, 5].every((minutes) => quietUntil(now + minutes * 60_000, zones, QUIET) !== null);
  });
}

/** A valid mobile number of `country` that no other test uses (the function calls a number once a day). */
export function freshMobile(country: string): string {
  const { prefix, digits } = MOBILES[country]!;
  for (;;) {
    const tail = String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
    const parsed = parsePhoneNumberFromString(`${prefix}${tail}`);
    if (parsed?.isValid() && parsed.getType() === 'MOBILE') return parsed.number;
  }
}

export const general = flowAt('/demo');
export const callMe = general.demo.session.callMe;

/** Opens the general demo, fills every field with this number, ticks the consent and presses Call me. */
export async function requestCall(page: Page, phone: string, tag: string): Promise<Visitor> {
  const { demo } = general;
  const person = { ...visitor(tag), phone };
  await openFlow(page, demo);
  for (const field of demo.fields) {
    await page.getByRole('textbox', { name: field.label, exact: true }).fill(person[field.name]);
  }
  await page.getByRole('checkbox', { name: /I agree to one automated call/ }).check();
  await page.getByRole('button', { name: callMe.button }).click();
  return person;
}

/** The call screen's status line. */
export const callState = (page: Page) => page.getByRole('region', { name: callMe.screen.title }).getByRole('status');

/** The local phone, open in its own tab: the call ringing at this number. */
export async function ringingCall(phonePage: Page, number: string): Promise<Locator> {
  await phonePage.goto('/__sim/phone');
  const call = phonePage.getByRole('region', { name: `Call to ${number}` }).first();
  await expect(call.getByRole('alert')).toContainText(`Incoming call to ${number}`, { timeout: 15_000 });
  return call;
}
