import { createContext, useContext } from 'react';
import { site as sourceSite } from 'virtual:content';
import type { RouteLanguage, ShortMenu } from '../../schemas/routes.ts';
import type { BrowserSite } from '../../schemas/site.ts';
import { menus as sourceMenus } from './menus/menus.ts';

/** What the bars, the footer and the links show in the page's language. */
export interface PageLanguage {
  /** site.yaml in the page's language. */
  site: BrowserSite;
  /** The menus in the page's language (the lazy chunk's promises on source-language pages). */
  menus: Record<'industries' | 'demos', ShortMenu | Promise<ShortMenu>>;
  /** The page's language and its versions; absent when site.yaml lists no locales. */
  language?: RouteLanguage | undefined;
}

/**
 * The source language's words are the default: a component rendered outside a page (a unit test, the
 * editor's preview) shows them, as every page did before there were translations.
 */
const PageLanguageContext = createContext<PageLanguage>({ site: sourceSite, menus: sourceMenus });
export const PageLanguageProvider = PageLanguageContext.Provider;

/** The page's language context: the Document provides it from the route's data (src/app/Document.tsx). */
export const usePageLanguage = (): PageLanguage => useContext(PageLanguageContext);

/** site.yaml in the page's language. */
export const useSite = (): BrowserSite => useContext(PageLanguageContext).site;

const SOURCE: PageLanguage = { site: sourceSite, menus: sourceMenus };
const known = new WeakMap<RouteLanguage, PageLanguage>();

/** The page's language as a route's data has it, with the site settings in that language; one object per route. */
export function pageLanguageOf(language: RouteLanguage | undefined): PageLanguage {
  if (!language) return SOURCE;
  let page = known.get(language);
  if (!page) {
    page =
      language.site && language.menus
        ? { site: language.site, menus: language.menus, language }
        : { ...SOURCE, language };
    known.set(language, page);
  }
  return page;
}
