/**
 * The country a number typed without its country code belongs to: the region of the browser's first
 * language that names one (`en-GB` → GB, `fr-CA` → CA), because that is what the visitor told their
 * browser about where they are; a bare `en` says nothing about it (guessing US from it would be wrong
 * for most of our visitors), so then the flow's `callMe.defaultCountry` (the site's default, AU) is used.
 */
export function visitorCountry(
  fallback: string,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      // Only ISO 3166 letters: a UN M.49 area such as 419 (Latin America) is no country.
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // A malformed language tag from an odd browser: try the next one.
    }
  }
  return fallback;
}
