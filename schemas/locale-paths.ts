// Where each language's pages live and how heads name them: pure functions without zod, so the browser's
// entry (src/components/SiteLink.tsx, src/seo/) imports them without the schema library.
/** The address prefix of a locale's pages: `/es`, `/pt-br` (site paths are lower case). */
export const localePrefix = (code: string): string => `/${code.toLowerCase()}`;

/** Where the translation of a content file lives, relative to the content folder: `translations/es/pages/home.yaml`. */
export const translationFileOf = (code: string, sourceUnderContent: string): string =>
  `translations/${code}/${sourceUnderContent}`;

/**
 * A page's hreflang alternates: each published version by language, and `x-default`, the source language's
 * version (Google, "Tell Google about localized versions of your page": x-default for visitors whose language
 * matches none). None for a page in one language only.
 */
export function alternatesOf(
  versions: Record<string, string>,
  sourceLocale: string,
): Array<{ hreflang: string; path: string }> {
  const codes = Object.keys(versions);
  if (codes.length < 2) return [];
  const links = codes.map((code) => ({ hreflang: code, path: versions[code]! }));
  const fallback = versions[sourceLocale];
  return fallback === undefined ? links : [...links, { hreflang: 'x-default', path: fallback }];
}

/** Open Graph's `og:locale` (language_TERRITORY) of a BCP 47 code, its likeliest region filled in by Intl: es → es_ES. */
export function ogLocaleOf(code: string): string {
  const locale = new Intl.Locale(code).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}
