import type { RouteLanguage } from '../../schemas/routes.ts';
import type { BrowserSite } from '../../schemas/site.ts';
import { absoluteUrl } from '../../schemas/seo.ts';
import { alternatesOf, ogLocaleOf } from '../../schemas/locale-paths.ts';

/**
 * The head tags that tell search engines and social networks a page's language and its other versions:
 * `<link rel="alternate" hreflang>` for each (and x-default), `og:locale` and `og:locale:alternate`.
 * None on a site with one language, so its pages keep the head they had.
 */
export function languageTags(site: BrowserSite, language: RouteLanguage | undefined) {
  if (!language) return { meta: [], links: [] };
  const alternates = alternatesOf(language.versions, site.sourceLocale);
  return {
    meta: [
      { property: 'og:locale', content: ogLocaleOf(language.code) },
      ...Object.keys(language.versions)
        .filter((code) => code !== language.code)
        .map((code) => ({ property: 'og:locale:alternate', content: ogLocaleOf(code) })),
    ],
    links: alternates.map(({ hreflang, path }) => ({
      rel: 'alternate',
      hrefLang: hreflang,
      href: absoluteUrl(site.origin, path),
    })),
  };
}
