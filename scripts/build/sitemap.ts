import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../content-engine/types.ts';
import { absoluteUrl } from '../../schemas/seo.ts';
import { alternatesOf } from '../../schemas/locale-paths.ts';
import { htmlFileFor } from './prerender.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

const XHTML = 'http://www.w3.org/1999/xhtml';

type SitemapRoute = Pick<RouteEntry, 'path'> & { data?: Pick<RouteEntry['data'], 'language'> };

/**
 * sitemap.xml: one <url> per route of the registry (the source language's pages), in registry order, and
 * nothing else. A page in more than one language lists every version, itself included, as `xhtml:link`
 * alternates with x-default (Google, "Tell Google about localized versions of your page", sitemap method),
 * which is how crawlers find the translated pages here; each page's head names them too (hreflang). The
 * xhtml namespace is declared on each link, so the document and its <urlset> stay as they were for a site in
 * one language, and for the checks of the English site.
 */
export function sitemapXml(origin: string, routes: SitemapRoute[], sourceLocale = 'en'): string {
  const url = (path: string) => escapeXml(absoluteUrl(origin, path));
  const urls = routes.map((route) => {
    const alternates = alternatesOf(route.data?.language?.versions ?? {}, sourceLocale).map(
      ({ hreflang, path }) =>
        `\n    <xhtml:link xmlns:xhtml="${XHTML}" rel="alternate" hreflang="${escapeXml(hreflang)}" href="${url(path)}"/>`,
    );
    return `  <url><loc>${url(route.path)}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is announced by its absolute address. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}

/** Writes sitemap.xml and robots.txt into `distDir`, after checking every listed route was prerendered. */
export function writeCrawlerFiles(distDir: string, origin: string, routes: RouteEntry[], sourceLocale = 'en'): void {
  const missing = routes.filter((route) => !existsSync(htmlFileFor(distDir, route.path)));
  if (missing.length > 0) {
    throw new Error(
      `sitemap.xml would list pages that were not prerendered: ${missing.map((route) => route.path).join(', ')}`,
    );
  }
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(origin, routes, sourceLocale));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(origin));
}
