import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../content-engine/types.ts';
import { absoluteUrl } from '../../schemas/seo.ts';
import { htmlFileFor } from './prerender.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** sitemap.xml: one <url> per route of the registry, in registry order, and nothing else. */
export function sitemapXml(origin: string, routes: Pick<RouteEntry, 'path'>[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(absoluteUrl(origin, route.path))}</loc></url>`);
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
export function writeCrawlerFiles(distDir: string, origin: string, routes: RouteEntry[]): void {
  const missing = routes.filter((route) => !existsSync(htmlFileFor(distDir, route.path)));
  if (missing.length > 0) {
    throw new Error(
      `sitemap.xml would list pages that were not prerendered: ${missing.map((route) => route.path).join(', ')}`,
    );
  }
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(origin, routes));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(origin));
}
