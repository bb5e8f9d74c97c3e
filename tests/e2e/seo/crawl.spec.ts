// What a crawler finds besides the pages: sitemap.xml and robots.txt from the route registry, and a
// real 404 status for addresses that are not pages. Each route's status and canonical address are
// checked in head.spec.ts; the not-found page in a browser in site/routes.spec.ts.
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { absolute, ORIGIN, ROUTES } from './helpers.ts';

test('sitemap.xml lists every route once, and nothing else', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(listed.toSorted()).toEqual(ROUTES.map((route) => absolute(route.path)).toSorted());
  expect(xml.match(/<url>/g)).toHaveLength(ROUTES.length);
  expect(listed.filter((url) => /404|not-found/.test(url))).toEqual([]);
});

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
});

for (const path of ['/no-such-page', '/healthcare/extra', '/Healthcare', '/404', '/assets/missing.js']) {
  test(`${path} answers 404 with the not-found page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toContain('rel="canonical"');
  });
}
