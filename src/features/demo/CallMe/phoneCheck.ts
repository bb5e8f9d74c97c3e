import type { PhoneNumberType } from 'libphonenumber-js';

/**
 * The number types the agent may ring: the same rule as the voice-call-me function (contract:
 * MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE). Premium-rate, shared-cost, toll-free, VoIP, personal,
 * pager, UAN, voicemail and unknown types are never called (toll fraud, see issue 40).
 */
export const CALLABLE_TYPES: ReadonlySet<PhoneNumberType> = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/** What the browser makes of the typed number before it asks for a call. */
export type PhoneCheck =
  | { ok: true; e164: string; country: string | undefined }
  | { ok: false; problem: 'missing' | 'invalid' | 'not-callable' };

/**
 * The full metadata (`libphonenumber-js/max`, which knows the number types) is large, so it is
 * imported on the first use of Call me and never weighs on the page's first load.
 */
let library: Promise<typeof import('libphonenumber-js/max')> | null = null;
export function loadPhoneLibrary() {
  library ??= import('libphonenumber-js/max').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/**
 * Parses `typed` as a number of `country` unless it starts with + (or 00 and the like), checks that it
 * is a valid number and of a type we call. The server checks the same again, and the country list.
 */
export async function checkPhone(typed: string, country: string): Promise<PhoneCheck> {
  if (!typed.trim()) return { ok: false, problem: 'missing' };
  const { parsePhoneNumberFromString, isSupportedCountry } = await loadPhoneLibrary();
  const parsed = parsePhoneNumberFromString(typed, isSupportedCountry(country) ? country : undefined);
  if (!parsed?.isValid()) return { ok: false, problem: 'invalid' };
  const type = parsed.getType();
  if (!type || !CALLABLE_TYPES.has(type)) return { ok: false, problem: 'not-callable' };
  return { ok: true, e164: parsed.number, country: parsed.country };
}
