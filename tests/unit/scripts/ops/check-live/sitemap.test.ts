// @vitest-environment node
// The seo row of check:live: robots.txt names this site's sitemap and the sitemap lists only this site's pages.
import { describe, expect, it } from 'vitest';
import { checkSitemap } from '../../../../../scripts/ops/check-live/sitemap.ts';
import { robotsTxt, sitemapXml } from '../../../../../scripts/build/sitemap.ts';

const SITE = 'https://www.example.com';

/** A site that answers the given files, and 404 for anything else. */
function siteWith(files: Record<string, string>) {
  const fetch = (async (input: string | URL | Request) => {
    const path = new URL(String(input)).pathname;
    const body = files[path];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, timeoutMs: 1000 };
}

const builtFor = (origin: string) => ({
  '/robots.txt': robotsTxt(origin),
  '/sitemap.xml': sitemapXml(origin, [{ path: '/' }, { path: '/about' }]),
});

describe('check:live seo row', () => {
  it('is ok when the build was made for this site', async () => {
    const checked = await checkSitemap(siteWith(builtFor(SITE)), SITE);
    expect(checked).toMatchObject({ check: 'seo', status: 'ok' });
    expect(checked.detail).toContain('2 pages are on https://www.example.com');
  });

  it('fails, saying to build with SITE_ORIGIN, when the build was made for another address', async () => {
    const checked = await checkSitemap(siteWith(builtFor('https://staging.example.com')), SITE);
    expect(checked.status).toBe('FAIL');
    expect(checked.detail).toMatch(
      /^robots\.txt names https:\/\/staging\.example\.com\/sitemap\.xml, expected https:\/\/www\.example\.com\/sitemap\.xml: build again with SITE_ORIGIN/,
    );
  });

  it('fails when the sitemap lists a page on another site', async () => {
    const files = {
      ...builtFor(SITE),
      '/sitemap.xml': sitemapXml(SITE, [{ path: '/' }]).replace(
        '</urlset>',
        '<url><loc>https://other.example/x</loc></url></urlset>',
      ),
    };
    const checked = await checkSitemap(siteWith(files), SITE);
    expect(checked.status).toBe('FAIL');
    expect(checked.detail).toContain('1 of 2 pages in the sitemap are on another site (https://other.example/x)');
  });

  it('fails when robots.txt or the sitemap is missing, or the sitemap lists nothing', async () => {
    expect((await checkSitemap(siteWith({}), SITE)).detail).toBe(`${SITE}/robots.txt answered 404, expected 200`);
    const noSitemap = { '/robots.txt': robotsTxt(SITE) };
    expect((await checkSitemap(siteWith(noSitemap), SITE)).detail).toBe(
      `${SITE}/sitemap.xml answered 404, expected 200`,
    );
    const empty = { ...noSitemap, '/sitemap.xml': sitemapXml(SITE, []) };
    expect((await checkSitemap(siteWith(empty), SITE)).detail).toMatch(/sitemap\.xml lists no page/);
  });
});
