import type { RouteLanguage } from '../../../schemas/routes.ts';
import type { Locale } from '../../../schemas/translation.ts';

/** The site language a browser language tag means: the same tag, else the same base language (es-MX → es). */
function siteLanguageOf(tag: string, locales: readonly Locale[]): Locale | undefined {
  try {
    const wanted = new Intl.Locale(tag);
    return (
      locales.find((locale) => locale.code.toLowerCase() === tag.toLowerCase()) ??
      locales.find((locale) => new Intl.Locale(locale.code).language === wanted.language)
    );
  } catch {
    return undefined;
  }
}

/**
 * The language to suggest: the first of the browser's languages the site has, when it is not the page's
 * own, the page exists in it and the visitor has not dismissed it. A browser that puts the page's own
 * language first gets no suggestion.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  locales: readonly Locale[],
  language: RouteLanguage,
  dismissed: readonly string[],
): Locale | undefined {
  for (const tag of preferred) {
    const locale = siteLanguageOf(tag, locales);
    if (!locale) continue;
    if (locale.code === language.code) return undefined;
    if (language.versions[locale.code] !== undefined && !dismissed.includes(locale.code)) return locale;
  }
  return undefined;
}
