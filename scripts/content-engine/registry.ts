import type { Demo } from '../../schemas/demo.ts';
import type { Site } from '../../schemas/site.ts';
import { indexRoutes, shortMenus } from './menu-index.ts';
import type { DemoData, LoadedContent, Navbar, NavItem, Registry, RouteEntry, RouteHead } from './types.ts';

const MAIN_BAR: Navbar = { kind: 'main' };
const HOME = { name: 'Home', path: '/' };

/**
 * Builds the registry the site renders from. Only called with content that passed every check.
 * Everything derived from the content (head fields, breadcrumbs, which bar, whether a page hosts
 * the Book a Demo dialog) is worked out here once, so neither the head nor the pages look it up.
 */
export function buildRegistry(content: LoadedContent, site: Site): Registry {
  const routes: RouteEntry[] = [];

  for (const { data: page } of content.pages) {
    routes.push({
      path: page.path,
      kind: 'page',
      key: `page/${page.slug}`,
      navbar: page.navbar === 'simple' ? { kind: 'simple', showAbout: page.simpleNavAbout } : MAIN_BAR,
      data: resolveSiteLinks(
        {
          kind: 'page',
          slug: page.slug,
          head: { title: page.title, description: page.description },
          sections: page.sections,
          ...(page.updated === undefined ? {} : { updated: page.updated }),
          hostsBookDemo: mentions(page.sections, 'action:book-demo'),
        },
        site,
      ),
    });
  }
  for (const { data: industry } of content.industries) {
    const { landing, demo, name, slug } = industry;
    const industryCrumb = { name, path: landing.path };
    routes.push({
      path: landing.path,
      kind: 'landing',
      key: `landing/${slug}`,
      navbar: MAIN_BAR,
      data: resolveSiteLinks(
        {
          kind: 'landing',
          slug,
          head: { title: landing.title, description: landing.description, breadcrumbs: [HOME, industryCrumb] },
          sections: landing.sections,
        },
        site,
      ),
    });
    routes.push(demoRoute(slug, demo, [HOME, industryCrumb, { name: `${name} Demo`, path: demo.path }], site));
  }
  for (const { data: file } of content.demos) routes.push(demoRoute(file.slug, file.demo, undefined, site));

  const industries = byOrder(
    content.industries.map(({ data: industry }) => ({
      order: industry.nav.industries.order,
      item: { label: industry.nav.industries.label, path: industry.landing.path },
    })),
  );
  const demos = byOrder([
    ...content.industries.map(({ data: industry }) => ({
      order: industry.nav.demos.order,
      item: { label: industry.nav.demos.label, path: industry.demo.path },
    })),
    ...content.demos.flatMap(({ data: file }) =>
      file.nav.demos
        ? [{ order: file.nav.demos.order, item: { label: file.nav.demos.label, path: file.demo.path } }]
        : [],
    ),
  ]);
  const nav = { industries, demos };
  routes.push(...indexRoutes(site, nav));
  routes.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  return { site, routes, nav, menus: shortMenus(site, nav) };
}

/** A voice flow's route; its title and description move to the head, so they live in one place. */
function demoRoute(slug: string, flow: Demo, breadcrumbs: RouteHead['breadcrumbs'], site: Site): RouteEntry {
  const { title, description, ...demo } = flow;
  const data: DemoData = {
    kind: 'demo',
    slug,
    head: { title, description, ...(breadcrumbs ? { breadcrumbs } : {}) },
    demo,
  };
  return { path: flow.path, kind: 'demo', key: `demo/${slug}`, navbar: MAIN_BAR, data: resolveSiteLinks(data, site) };
}

/** Whether `value` holds the string `text` anywhere (in a nested value, not as part of one). */
function mentions(value: unknown, text: string): boolean {
  if (value === text) return true;
  if (Array.isArray(value)) return value.some((item) => mentions(item, text));
  if (value && typeof value === 'object') return Object.values(value).some((item) => mentions(item, text));
  return false;
}

/**
 * Menu entries in display order: by `order`, entries with the same number by label, and entries
 * without a number after all numbered ones, by label. Ties are allowed so that a copied industry
 * file does not fail on its menu number.
 */
export function byOrder(entries: ReadonlyArray<{ order?: number | undefined; item: NavItem }>): NavItem[] {
  return [...entries]
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.item.label.localeCompare(b.item.label, 'en'))
    .map((entry) => entry.item);
}

/** The site.yaml values copy may quote: the privacy policy and the deletion jobs read the same numbers. */
export const RETENTION_DAYS_TOKEN = '{leads.retentionDays}';
const RETENTION_TOKENS = /\{leads\.(retentionDays|requestRetentionDays|outboxRetentionDays)\}/g;

/**
 * Replaces `site:schedulingUrl` links with the address from site.yaml, and {leads.*RetentionDays} in
 * text with its value, so components never look either up. Returns a copy, as the JSON round trip it
 * replaces did (its rules kept: no undefined values, no non-finite numbers, -0 as 0), faster, which
 * counts at 1,000 industries.
 */
function resolveSiteLinks<T>(value: T, site: Site): T {
  const copy = (child: unknown, key: string): unknown => {
    if (typeof child === 'string') {
      if (key === 'href' && child === 'site:schedulingUrl') return site.schedulingUrl;
      return child.includes('{leads.')
        ? child.replace(RETENTION_TOKENS, (_token, name: keyof Site['leads']) => String(site.leads[name]))
        : child;
    }
    if (typeof child === 'number') return Number.isFinite(child) ? child + 0 : null;
    if (typeof child === 'function' || typeof child === 'symbol') return undefined;
    if (child === null || typeof child !== 'object') return child;
    if (Array.isArray(child)) {
      // Pushed, not mapped: map's pre-sized array is a holey one to V8, slower and cloned as sparse.
      const items: unknown[] = [];
      for (const item of child) items.push(copy(item ?? null, '') ?? null);
      return items;
    }
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(child)) {
      const resolved = item === undefined ? undefined : copy(item, name);
      if (resolved === undefined) continue;
      if (name === '__proto__')
        Object.defineProperty(out, name, { value: resolved, enumerable: true, writable: true, configurable: true });
      else out[name] = resolved;
    }
    return out;
  };
  return copy(value, '') as T;
}
