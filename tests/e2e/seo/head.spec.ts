// What search engines and social networks read from every prerendered route: title, description,
// canonical, social cards and structured data, all generated from the YAML and the site settings; and
// each page's CSP <meta> with the hashes of its own inline scripts. One JavaScript-free crawl of every
// route (and the not-found page) serves all of them.
import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { test, waitForHydration } from '../support.ts';
import { SPEC_FAQ_SIZES } from '../../spec.ts';
import { absolute, nodesOfType, openCrawler, REGISTRY, ROUTES, type CrawledPage } from './helpers.ts';

const pages = new Map<string, CrawledPage>();
const NOT_FOUND = '/no-such-page';

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  testInfo.setTimeout(testInfo.timeout * 3);
  const crawler = await openCrawler(browser, baseURL!);
  for (const path of [...ROUTES.map((route) => route.path), NOT_FOUND]) pages.set(path, await crawler.crawl(path));
  await crawler.close();
});

const page = (path: string) => pages.get(path)!;

test('every route has its own title and its own description', () => {
  const titles = ROUTES.map((route) => page(route.path).title);
  const descriptions = ROUTES.map((route) => page(route.path).meta.description);
  for (const [index, route] of ROUTES.entries()) {
    expect(titles[index], route.path).toBe(route.data.head.title);
    expect(descriptions[index], route.path).toBe(route.data.head.description);
  }
  expect(new Set(titles).size).toBe(ROUTES.length);
  expect(new Set(descriptions).size).toBe(ROUTES.length);
});

test('every route answers 200 with one canonical address on the configured origin, and lang="en"', () => {
  for (const route of ROUTES) {
    const { status, canonicals, lang } = page(route.path);
    expect(status, route.path).toBe(200);
    expect(canonicals, route.path).toEqual([absolute(route.path)]);
    expect(lang, route.path).toBe('en');
  }
});

test('every route has Open Graph and Twitter tags with the absolute default social image', async ({ request }) => {
  for (const route of ROUTES) {
    const { meta } = page(route.path);
    expect(meta['og:title'], route.path).toBe(route.data.head.title);
    expect(meta['og:description'], route.path).toBe(route.data.head.description);
    expect(meta['og:url'], route.path).toBe(absolute(route.path));
    expect(meta['og:type'], route.path).toBe('website');
    expect(meta['og:site_name'], route.path).toBe(REGISTRY.site.brand.name);
    expect(meta['og:image'], route.path).toBe(absolute('/og-default.png'));
    expect(meta['og:image:width'], route.path).toBe('1200');
    expect(meta['og:image:height'], route.path).toBe('630');
    expect(meta['og:image:alt'], route.path).toBeTruthy();
    expect(meta['twitter:card'], route.path).toBe('summary_large_image');
    expect(meta['twitter:image'], route.path).toBe(absolute('/og-default.png'));
  }
  const image = await request.get('/og-default.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('every route has exactly one JSON-LD block that parses and describes the page', () => {
  for (const route of ROUTES) {
    const crawled = page(route.path);
    expect(crawled.jsonLd, route.path).toHaveLength(1);
    expect(crawled.jsonLd[0]!['@context'], route.path).toBe('https://schema.org');
    const [webPage] = nodesOfType(crawled, 'WebPage');
    expect(webPage, route.path).toMatchObject({
      url: absolute(route.path),
      name: route.data.head.title,
      description: route.data.head.description,
    });
  }
});

test('the home page, and only the home page, describes the Organization', () => {
  for (const route of ROUTES) {
    const organizations = nodesOfType(page(route.path), 'Organization');
    if (route.path !== '/') {
      expect(organizations, route.path).toEqual([]);
      continue;
    }
    expect(organizations).toEqual([
      expect.objectContaining({
        name: REGISTRY.site.brand.name,
        url: absolute('/'),
        email: REGISTRY.site.contactEmail,
      }),
    ]);
  }
});

test('industry pages carry their breadcrumb trail; other pages carry none', () => {
  const trail = (path: string) =>
    nodesOfType(page(path), 'BreadcrumbList').map((list) =>
      (list.itemListElement as Array<{ position: number; name: string; item: string }>).map(
        ({ position, name, item }) => [position, name, item],
      ),
    );
  for (const route of ROUTES) {
    const crumbs = route.data.head.breadcrumbs ?? [];
    const industryDemo = route.kind === 'demo' && crumbs.length > 0;
    if (route.kind === 'landing' || industryDemo) {
      // Home › Industry, or Home › Industry › Industry Demo, ending at the page itself.
      expect(crumbs.map((crumb) => crumb.path).at(-1), route.path).toBe(route.path);
      expect(crumbs.length, route.path).toBe(route.kind === 'landing' ? 2 : 3);
      if (industryDemo) {
        expect(crumbs[2]!.name).toBe(`${crumbs[1]!.name} Demo`);
        expect(ROUTES.find((candidate) => candidate.path === crumbs[1]!.path)?.kind, route.path).toBe('landing');
      }
      expect(trail(route.path), route.path).toEqual([
        crumbs.map((crumb, index) => [index + 1, crumb.name, absolute(crumb.path)]),
      ]);
      expect(crumbs[0], route.path).toEqual({ name: 'Home', path: '/' });
    } else {
      expect(
        route.kind === 'page' ||
          route.kind === 'index' ||
          ['/demo', '/interview', '/interview-sales'].includes(route.path),
        route.path,
      ).toBe(true);
      expect(trail(route.path), route.path).toEqual([]);
    }
  }
});

test('the FAQPage JSON-LD of every route lists exactly the questions on the page, and only FAQ pages have one', () => {
  for (const route of ROUTES) {
    const shown = page(route.path).faqQuestions;
    const faqPages = nodesOfType(page(route.path), 'FAQPage');
    if (shown.length === 0) {
      expect(faqPages, route.path).toEqual([]);
      continue;
    }
    expect(faqPages, route.path).toHaveLength(1);
    const entities = faqPages[0]!.mainEntity as Array<{
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }>;
    expect(entities.map((entity) => entity.name)).toEqual(shown);
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question');
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  }
  // The pages SPEC gives a FAQ do have one, so the check above is not vacuous.
  for (const path of Object.keys(SPEC_FAQ_SIZES))
    expect(page(path).faqQuestions, path).toHaveLength(SPEC_FAQ_SIZES[path]!);
});

test("every page's CSP meta tag lists exactly the hashes of its own inline scripts", () => {
  for (const path of [...ROUTES.map((route) => route.path), NOT_FOUND]) {
    const { cspMeta, cspMetaFollowsCharset, inlineScripts } = page(path);
    expect(cspMeta, path).not.toBeNull();
    expect(cspMetaFollowsCharset, `${path}: the policy comes right after the charset`).toBe(true);
    const listed = [...cspMeta!.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
    const inline = inlineScripts
      // Speculation Rules run no code, yet the CSP governs them as inline scripts.
      .filter((script) => !script.type || script.type === 'module' || script.type === 'speculationrules')
      .map((script) => createHash('sha256').update(script.text).digest('base64'));
    expect(listed.toSorted(), path).toEqual([...new Set(inline)].toSorted());
    expect(/script-src ([^;]+)/.exec(cspMeta!)![1], path).not.toContain("'unsafe-inline'");
  }
});

test('after client-side navigation the head describes the new page', async ({ page: browserPage }) => {
  const target = ROUTES.find((route) => route.kind === 'landing')!;
  const label = REGISTRY.nav.industries.find((item) => item.path === target.path)!.label;
  await browserPage.goto('/');
  await waitForHydration(browserPage);
  await browserPage.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
  await expect(browserPage).toHaveURL(new RegExp(`${target.path}$`));
  await expect(browserPage).toHaveTitle(target.data.head.title);
  await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(target.path));
  await expect(browserPage.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    target.data.head.description,
  );
  const graph = JSON.parse((await browserPage.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Array<{ '@type': string; url?: string }>;
  };
  expect(graph['@graph'].find((node) => node['@type'] === 'WebPage')?.url).toBe(absolute(target.path));
});
