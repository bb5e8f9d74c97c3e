// The menus at any length: what the dropdowns, the drawer and the footer show (the first entries, then
// an "All …" link), and the two generated pages that list a whole menu. Page HTML then stays the same
// size however many industries the content has; only the two index pages grow.
import type { Site } from '../../schemas/site.ts';
import type { IndexData, IndexGroup, Nav, NavItem, Registry, RouteEntry } from '../../schemas/routes.ts';

const MENUS = ['industries', 'demos'] as const;

/** The menus as pages show them: whole up to `menus.size` entries, else the first ones and an "All …" link. */
export function shortMenus(site: Site, nav: Nav): Registry['menus'] {
  const short = (menu: keyof Nav) => {
    const { path, linkLabel } = site.menus[menu];
    const items = nav[menu];
    return items.length <= site.menus.size
      ? { items, index: path }
      : { items: items.slice(0, site.menus.size), all: { label: linkLabel, path }, index: path };
  };
  return { industries: short('industries'), demos: short('demos') };
}

/** Entries grouped by the first letter of their label (digits and signs under "#"), groups and entries A to Z. */
export function groupByLetter(items: readonly NavItem[]): IndexGroup[] {
  const groups = new Map<string, NavItem[]>();
  const sorted = [...items].sort((a, b) => a.label.localeCompare(b.label, 'en'));
  for (const item of sorted) {
    const first = item.label.trim().charAt(0).toLocaleUpperCase('en');
    const letter = /\p{L}/u.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups].map(([label, entries]) => ({ label, items: entries }));
}

/** The two pages that list a whole menu, at the paths site.yaml gives them (default /industries and /demos). */
export function indexRoutes(site: Site, nav: Nav): RouteEntry[] {
  return MENUS.map((menu) => {
    const { path, heading, title, description, filterLabel, noMatch } = site.menus[menu];
    const data: IndexData = {
      kind: 'index',
      slug: menu,
      // No breadcrumb trail: only industry pages and their demos carry one.
      head: { title: title ?? `${heading} | ${site.brand.name}`, description },
      heading,
      filterLabel,
      noMatch,
      groups: groupByLetter(nav[menu]),
    };
    return { path, kind: 'index', key: `index/${menu}`, navbar: { kind: 'main' }, data };
  });
}
