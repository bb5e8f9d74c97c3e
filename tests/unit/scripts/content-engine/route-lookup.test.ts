import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../fixture-site.ts';
import { buckets } from 'virtual:content/lookup';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { groupByLetter, shortMenus } from '../../../../scripts/content-engine/menu-index.ts';
import { bucketCount, bucketOf, ROUTES_PER_BUCKET } from '../../../../schemas/route-buckets.ts';
import { SiteSchema } from '../../../../schemas/site.ts';
import { findRoute } from '../../../../src/router/routeData.ts';

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
if (!registry) throw new Error('The real content does not load');

describe('the browser route lookup', () => {
  it('finds every route, with what routing needs and its data, in its bucket', async () => {
    expect(buckets).toHaveLength(bucketCount(registry.routes.length));
    for (const route of registry.routes) {
      const found = await findRoute(route.path);
      expect(found?.info, route.path).toEqual({ path: route.path, kind: route.kind, navbar: route.navbar });
      expect(await found!.load(), route.path).toEqual(route.data);
    }
  });

  it('finds nothing at a path no route has', async () => {
    expect(await findRoute('/no-such-page')).toBeUndefined();
  });

  it('keeps buckets small however many routes there are', () => {
    expect(bucketCount(1)).toBe(1);
    expect(bucketCount(2011)).toBe(Math.ceil(2011 / ROUTES_PER_BUCKET));
    const sizes = new Array<number>(bucketCount(2011)).fill(0);
    for (let index = 0; index < 2011; index++) sizes[bucketOf(`/industry-${index}`, sizes.length)]! += 1;
    // A hash spreads paths evenly enough that no bucket is more than about twice the average.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(ROUTES_PER_BUCKET * 2);
  });
});

describe('menus at any length', () => {
  const site = SiteSchema.parse({
    brand: { name: 'Acme', tagline: 'Voice agents for everyone' },
    origin: 'https://acme.example',
    contactEmail: 'hi@acme.example',
    schedulingUrl: 'https://cal.example/acme',
    footerLine: 'Made somewhere',
    menus: { size: 3 },
  });
  const items = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ label: `Trade ${index + 1}`, path: `/trade-${index + 1}` }));

  it('lists a menu whole up to menus.size, with no "All" link', () => {
    const menus = shortMenus(site, { industries: items(3), demos: items(2) });
    expect(menus.industries).toEqual({ items: items(3), index: '/industries' });
    expect(menus.demos).toEqual({ items: items(2), index: '/demos' });
  });

  it('past menus.size lists the first entries and a link to the page listing them all', () => {
    const menus = shortMenus(site, { industries: items(1000), demos: items(4) });
    expect(menus.industries.items).toEqual(items(3));
    expect(menus.industries.all).toEqual({ label: 'All industries', path: '/industries' });
    expect(menus.demos.all).toEqual({ label: 'All demos', path: '/demos' });
  });

  it('groups an index page by first letter, A to Z, signs and digits under #', () => {
    const groups = groupByLetter([
      { label: 'Trades', path: '/trades' },
      { label: 'automotive', path: '/automotive' },
      { label: '24/7 Pharmacy', path: '/pharmacy' },
      { label: 'Telecoms', path: '/telecoms' },
    ]);
    expect(groups.map((group) => group.label)).toEqual(['#', 'A', 'T']);
    expect(groups[2]!.items.map((item) => item.label)).toEqual(['Telecoms', 'Trades']);
  });
});

describe('the real content', () => {
  it('has the generated index pages of both menus', () => {
    const paths = registry.routes.map((route) => route.path);
    expect(paths).toContain(registry.site.menus.industries.path);
    expect(paths).toContain(registry.site.menus.demos.path);
  });
});
