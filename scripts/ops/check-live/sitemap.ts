// robots.txt names the sitemap on this site, and every page the sitemap lists is on this site. A build
// made with another SITE_ORIGIN (a staging origin, the default) would send search engines elsewhere while
// every page still answers 200, so only these two files show it.
import { describeError, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

const TARGET = 'robots.txt, sitemap.xml';
const REBUILD = 'build again with SITE_ORIGIN set to this site (deploy/<SITE_ENV>.env, DEPLOY.md)';

/** The body of `path` when it answers 200, or the reason it did not. */
async function fetchText(context: HttpContext, url: string): Promise<{ text: string } | { problem: string }> {
  try {
    const response = await request(context, url);
    const text = await response.text();
    if (response.status !== 200) return { problem: `${url} answered ${response.status}, expected 200` };
    return { text };
  } catch (error) {
    return { problem: describeError(error) };
  }
}

export async function checkSitemap(context: HttpContext, site: string): Promise<CheckRow> {
  const origin = new URL(site).origin;
  const sitemapUrl = `${origin}/sitemap.xml`;
  const robots = await fetchText(context, `${origin}/robots.txt`);
  if ('problem' in robots) return row('seo', TARGET, 'FAIL', robots.problem);
  const named = [...robots.text.matchAll(/^sitemap:\s*(\S+)/gim)].map((match) => match[1]!);
  if (!named.includes(sitemapUrl)) {
    const seen = named.length > 0 ? `names ${named.join(', ')}` : 'names no sitemap';
    return row('seo', TARGET, 'FAIL', `robots.txt ${seen}, expected ${sitemapUrl}: ${REBUILD}`);
  }
  const sitemap = await fetchText(context, sitemapUrl);
  if ('problem' in sitemap) return row('seo', TARGET, 'FAIL', sitemap.problem);
  // <loc> holds one URL and nothing else (sitemaps.org protocol), so a pattern reads it without an XML parser.
  const pages = [...sitemap.text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!);
  if (pages.length === 0) return row('seo', TARGET, 'FAIL', `${sitemapUrl} lists no page: ${REBUILD}`);
  const elsewhere = pages.filter((page) => new URL(page, origin).origin !== origin);
  if (elsewhere.length > 0) {
    const detail = `${elsewhere.length} of ${pages.length} pages in the sitemap are on another site (${elsewhere[0]})`;
    return row('seo', TARGET, 'FAIL', `${detail}: ${REBUILD}`);
  }
  return row('seo', TARGET, 'ok', `robots.txt names the sitemap; its ${pages.length} pages are on ${origin}`);
}
