import type { NavItem, RouteLanguage } from '../../../schemas/routes.ts';
import type { BrowserSite } from '../../../schemas/site.ts';

/**
 * Each language of the site, in its own name, leading to this page in it, else to its home page (with the
 * language's own "home page" note); a language with neither is left out. The page's own language first.
 */
export function languageLinks(site: BrowserSite, language: RouteLanguage): NavItem[] {
  const ordered = [...site.locales].sort((a, b) => Number(b.code === language.code) - Number(a.code === language.code));
  return ordered.flatMap((locale) => {
    const version = language.versions[locale.code];
    const home = language.homes[locale.code];
    if (version !== undefined) return [{ label: locale.name, path: version, lang: locale.code }];
    if (home !== undefined) return [{ label: locale.name, path: home, lang: locale.code, note: locale.texts.homeOnly }];
    return [];
  });
}
