import type { NavItem, Registry, RouteEntry } from '../../schemas/registry.ts';
import type { Site } from '../../schemas/site.ts';
import type { LoadedContent } from './load.ts';

/** Builds the registry the site renders from. Only called with content that passed every check. */
export function buildRegistry(content: LoadedContent, site: Site): Registry {
  const routes: RouteEntry[] = [];
  const data: Registry['data'] = {};

  for (const { data: page } of content.pages) {
    const key = `page/${page.slug}`;
    routes.push({
      path: page.path,
      kind: 'page',
      key,
      title: page.title,
      description: page.description,
      navbar: page.navbar,
      simpleNavAbout: page.simpleNavAbout,
      name: page.title,
    });
    data[key] = resolveSiteLinks({ kind: 'page', slug: page.slug, page }, site);
  }
  for (const { data: industry } of content.industries) {
    const landingKey = `landing/${industry.slug}`;
    const demoKey = `demo/${industry.slug}`;
    const { landing, demo } = industry;
    routes.push({
      path: landing.path,
      kind: 'landing',
      key: landingKey,
      title: landing.title,
      description: landing.description,
      navbar: 'main',
      simpleNavAbout: true,
      name: industry.name,
    });
    routes.push({
      path: demo.path,
      kind: 'demo',
      key: demoKey,
      title: demo.title,
      description: demo.description,
      navbar: 'main',
      simpleNavAbout: true,
      name: industry.name,
    });
    data[landingKey] = resolveSiteLinks(
      {
        kind: 'landing',
        slug: industry.slug,
        name: industry.name,
        title: landing.title,
        description: landing.description,
        sections: landing.sections,
      },
      site,
    );
    data[demoKey] = resolveSiteLinks(
      { kind: 'demo', slug: industry.slug, name: industry.name, landingPath: landing.path, demo },
      site,
    );
  }
  for (const { data: file } of content.demos) {
    const key = `demo/${file.slug}`;
    routes.push({
      path: file.demo.path,
      kind: 'demo',
      key,
      title: file.demo.title,
      description: file.demo.description,
      navbar: 'main',
      simpleNavAbout: true,
      name: file.name,
    });
    data[key] = resolveSiteLinks(
      { kind: 'demo', slug: file.slug, name: file.name, landingPath: null, demo: file.demo },
      site,
    );
  }
  routes.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));

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
  return { site, routes, nav: { industries, demos }, data };
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

/** Replaces `site:schedulingUrl` links with the address from site.yaml, so components never look it up. */
function resolveSiteLinks<T>(value: T, site: Site): T {
  return JSON.parse(JSON.stringify(value), (key, child: unknown) =>
    key === 'href' && child === 'site:schedulingUrl' ? site.schedulingUrl : child,
  ) as T;
}
