import type { RouteLanguage } from '../../schemas/routes.ts';
import type { BrowserSite } from '../../schemas/site.ts';
import { absoluteUrl } from '../../schemas/seo.ts';
import { alternatesOf, ogLocaleOf } from '../../schemas/locale-paths.ts';

/**
 * The head tags that tell search engines and social networks a page's language and its other versions:
 * `<link rel="alternate" hreflang>` for each (and x-default) and `og:locale`. None on a site with one
 * language, so its pages keep the head they had. `og:locale:alternate` is repeated once per language, which
 * the router's head() cannot do (it keeps one meta per property): `ogLocaleAlternates` gives them to the
 * Document.
 */
export function languageTags(site: BrowserSite, language: RouteLanguage | undefined) {
  if (!language) return { meta: [], links: [] };
  const alternates = alternatesOf(language.versions, site.sourceLocale);
  return {
    meta: [{ property: 'og:locale', content: ogLocaleOf(language.code) }],
    links: alternates.map(({ hreflang, path }) => ({
      rel: 'alternate',
      hrefLang: hreflang,
      href: absoluteUrl(site.origin, path),
    })),
  };
}

/** `og:locale:alternate` of each other version of the page (Open Graph allows the property repeated). */
export function ogLocaleAlternates(language: RouteLanguage | undefined): string[] {
  if (!language) return [];
  return Object.keys(language.versions)
    .filter((code) => code !== language.code)
    .map(ogLocaleOf);
}
