// The data the app renders: routes, their data, the menus and the registry. The content engine builds
// these from validated YAML (scripts/content-engine/); the app (src/) only reads them, so they live here,
// beside the schemas that produce them, and the app never imports the engine.
import type { Demo } from './demo.ts';
import type { PageCallLanguage } from './page-language.ts';
import type { Section } from './sections/index.ts';
import type { BrowserSite, Site } from './site.ts';

/** What a route renders. */
export type RouteKind = 'landing' | 'demo' | 'page' | 'index';

/** Which navigation bar a route shows: the full bar, or the simple one with or without About. */
export type Navbar = { kind: 'main' } | { kind: 'simple'; showAbout: boolean };

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** A route's head: the one place its title, description and breadcrumb names live. */
export interface RouteHead {
  /** The page <title>. */
  title: string;
  /** The meta description. */
  description: string;
  /** Home › Industry on an industry page, Home › Industry › Demo on its demo; absent elsewhere. */
  breadcrumbs?: Crumb[];
}

interface RouteDataOfKind<K extends RouteKind> {
  kind: K;
  /** The slug of the file the route comes from. */
  slug: string;
  head: RouteHead;
  /** The page's language and its other versions; absent when site.yaml lists no locales. */
  language?: RouteLanguage;
}

/** A page's language, where the same page is in the others, and, off the source language, its site texts. */
export interface RouteLanguage {
  /** BCP 47 code of the page's language, e.g. en, es. */
  code: string;
  dir: 'ltr' | 'rtl';
  /** Every published version of this page by language code, this one included: the hreflang alternates. */
  versions: Record<string, string>;
  /** Each language's home page, where a language without this page leads. */
  homes: Record<string, string>;
  /** The site settings in this language (bars, footer, menus' words); only on pages not in the source language. */
  site?: BrowserSite;
  /** The menus in this language; only on pages not in the source language. */
  menus?: Record<keyof Nav, ShortMenu>;
}

/** Data behind an industry landing page. */
export interface LandingData extends RouteDataOfKind<'landing'> {
  sections: Section[];
}

/** A voice flow as its page needs it; its title and description are in the route's head. */
export type DemoContent = Omit<Demo, 'title' | 'description'> & {
  /** Set by the build when the flow's agent queues callers (`agent.queue`): its longest wait, in seconds. */
  queueWaitSeconds?: number;
  /** Set by the build on a page in another language than the agent's: what its starts ask for (page-language.ts). */
  pageLanguage?: PageCallLanguage;
  /** Set by the build when the flow's agent books meetings in the call (`agent.booking`). */
  books?: true;
};

/** Data behind a demo or interview route. */
export interface DemoData extends RouteDataOfKind<'demo'> {
  demo: DemoContent;
}

/** Data behind a fixed page (home, about, learn more, privacy policy, contact). */
export interface PageData extends RouteDataOfKind<'page'> {
  sections: Section[];
  /** A line under the hero, e.g. "Last updated January 6, 2025". */
  updated?: string;
  /** Some section opens the Book a Demo dialog (`action:book-demo`), so the page hosts it. */
  hostsBookDemo: boolean;
}

/** A group of a menu's index page, e.g. the entries whose label starts with "A". */
export interface IndexGroup {
  label: string;
  items: NavItem[];
}

/** Data behind a generated page that lists a whole menu (/industries, /demos). */
export interface IndexData extends RouteDataOfKind<'index'> {
  heading: string;
  filterLabel: string;
  noMatch: string;
  groups: IndexGroup[];
}

/** What a route's head and page need, loaded with the route: one shape per kind. */
export type RouteData = LandingData | DemoData | PageData | IndexData;
export type RouteDataOf<K extends RouteKind> = Extract<RouteData, { kind: K }>;

/** What routing needs to know about a route before its data is loaded; a union over kinds by default. */
export type RouteInfo<K extends RouteKind = RouteKind> = K extends RouteKind
  ? { path: string; kind: K; navbar: Navbar }
  : never;

/** One concrete path of the site, with its data: as build scripts, checks and tests see it. */
export type RouteEntry = {
  [K in RouteKind]: RouteInfo<K> & {
    /** Names the route's data module, e.g. landing/healthcare. */
    key: string;
    data: RouteDataOf<K>;
  };
}[RouteKind];

/** The data loaders of every route, by kind and path (`loaders` in `virtual:content/routes`). */
export type RouteLoaders = { [K in RouteKind]: Record<string, () => Promise<RouteDataOf<K>>> };

export interface NavItem {
  label: string;
  path: string;
  /** The language of the page it leads to, when not the language of the page it is shown on (an untranslated page). */
  lang?: string;
  /** Shown beside the label, e.g. "in English" for a page not translated yet. */
  note?: string;
}

/** The Industries and Demos menus, in display order. */
export interface Nav {
  industries: NavItem[];
  demos: NavItem[];
}

/** A menu as the dropdowns, the drawer and the footer show it: its first entries, and a link to them all when shortened. */
export interface ShortMenu {
  items: NavItem[];
  /** The "All …" link to the menu's index page; absent when `items` is the whole menu. */
  all?: NavItem;
  /** The index page, where the menu's trigger leads before the scripts run. */
  index: string;
}

/** Everything the site is built from, validated. */
export interface Registry {
  site: Site;
  /** Every route: the home page first, then by path. */
  routes: RouteEntry[];
  /** The whole menus. */
  nav: Nav;
  /** The menus as pages show them (see `menus.size` in site.yaml). */
  menus: Record<keyof Nav, ShortMenu>;
  /**
   * The pages of the other languages (/es/…), each published translation; none on a site in one language.
   * Kept apart from `routes`, the source language's pages, which the SPEC, the checks of the English site
   * and the voice flows read; what builds and serves pages reads `everyRoute`.
   */
  localeRoutes?: RouteEntry[];
}

/** Every page of the site: the source language's, then the translated ones. */
export function everyRoute(registry: Pick<Registry, 'routes' | 'localeRoutes'>): RouteEntry[] {
  return registry.localeRoutes?.length ? [...registry.routes, ...registry.localeRoutes] : registry.routes;
}
