/** What the browser makes of the typed number before it asks for a call. */
export type PhoneCheck =
  | { ok: true; e164: string; country: string }
  | { ok: false; problem: 'missing' | 'invalid' | 'not-callable' }
  | { ok: false; problem: 'country'; country: string };

/**
 * The function's own check of the number (supabase/functions/_shared/call-me/phone-number.ts: libphonenumber-js
 * with the full metadata, the callable types, the allow-list), so the browser and the server can never
 * disagree. The full metadata (`libphonenumber-js/max`, the only build that knows number types) is large,
 * so this is imported on the first use of Call me and never weighs on the page's first load.
 */
let library: Promise<typeof import('../../../../supabase/functions/_shared/call-me/phone-number.ts')> | null = null;
export function loadPhoneLibrary() {
  library ??= import('../../../../supabase/functions/_shared/call-me/phone-number.ts').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/**
 * Parses `typed` as a number of `country` unless it says its own (+44…), and checks that it is valid, in
 * one of the `allowed` countries (site.yaml callMe.countries) and of a type we call. Rejects only when
 * the library cannot load (then the server checks the number alone).
 */
export async function checkPhone(typed: string, country: string, allowed: readonly string[]): Promise<PhoneCheck> {
  if (!typed.trim()) return { ok: false, problem: 'missing' };
  const { checkPhoneNumber } = await loadPhoneLibrary();
  try {
    const number = checkPhoneNumber(typed, country, allowed);
    return { ok: true, e164: number.e164, country: number.country };
  } catch (error) {
    // The function's refusal (an HttpError with the contract's body); anything else is a bug, thrown on.
    const body = (error as { body?: { error?: unknown; country?: unknown } }).body;
    if (!body) throw error;
    if (body.error === 'country_not_allowed') return { ok: false, problem: 'country', country: String(body.country) };
    return { ok: false, problem: body.error === 'number_type_not_allowed' ? 'not-callable' : 'invalid' };
  }
}
