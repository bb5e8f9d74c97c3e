// What a crawler finds besides the pages: sitemap.xml and robots.txt from the route registry, and a
// real 404 status for addresses that are not pages.
import { expect, test } from '@playwright/test';
import { absolute, openCrawler, ORIGIN, ROUTES } from './helpers.ts';

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

test('every address in the sitemap answers 200 with that address as its canonical', async ({
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const xml = await (await request.get('/sitemap.xml')).text();
  const crawler = await openCrawler(browser, baseURL!);
  for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = url!.slice(ORIGIN.length);
    const page = await crawler.crawl(path);
    expect(page.status, path).toBe(200);
    expect(page.canonicals, path).toEqual([url]);
  }
  await crawler.close();
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

test('the not-found page is what a browser shows for an unknown path', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
