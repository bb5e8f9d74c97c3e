import type { Demo } from './demo.ts';
import type { Page } from './page.ts';
import type { Section } from './sections/index.ts';
import type { Site } from './site.ts';

/** What a route renders. */
export type RouteKind = 'landing' | 'demo' | 'page';

/**
 * One concrete path of the site, as the build scripts and checks see it (sitemap, bench, tests).
 * The browser gets only its {@link RouteTableEntry}; the head fields ship in its data module.
 */
export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Key of the route's data module, e.g. landing/healthcare. */
  key: string;
  title: string;
  description: string;
  navbar: 'main' | 'simple';
  simpleNavAbout: boolean;
  /** The industry or flow name, for breadcrumbs. */
  name: string;
}

/**
 * What the browser's route table holds for a route (`routes` in `virtual:content`, part of the entry
 * bundle): only what routing and the navbar need, and the import of its data module. Title,
 * description and breadcrumb name come from that lazily loaded data.
 */
export interface RouteTableEntry extends Pick<RouteEntry, 'path' | 'kind' | 'navbar' | 'simpleNavAbout'> {
  /** Imports the route's data module. */
  load: () => Promise<RouteData>;
}

export interface NavItem {
  label: string;
  path: string;
}

/** Data behind a landing route. */
export interface LandingData {
  kind: 'landing';
  slug: string;
  name: string;
  /** The page <title>, for the head. */
  title: string;
  /** The meta description, for the head. */
  description: string;
  sections: Section[];
}

/** Data behind a demo or interview route. */
export interface DemoData {
  kind: 'demo';
  slug: string;
  name: string;
  /** The industry's landing page, when there is one. */
  landingPath: string | null;
  demo: Demo;
}

/** Data behind a fixed page. */
export interface PageData {
  kind: 'page';
  slug: string;
  page: Page;
}

export type RouteData = LandingData | DemoData | PageData;

/** Everything the site is built from, validated. */
export interface Registry {
  site: Site;
  routes: RouteEntry[];
  nav: { industries: NavItem[]; demos: NavItem[] };
  data: Record<string, RouteData>;
}
