import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../content/load.ts';
import { headersFile, productionEnv, securityHeaders } from '../server/headers.ts';
import { finishHtml } from './finish-html.ts';
import { writeCrawlerFiles } from './sitemap.ts';

/** Every .html file under `dir`, outside the hashed assets. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The last build step, after prerendering: critical CSS and the CSP <meta> tag in every page, the
 * header file for static hosts, and sitemap.xml and robots.txt from the route registry.
 */
export function finishSite(distDir = 'dist', contentDir = process.env.CONTENT_DIR): void {
  const env = productionEnv();
  const cssCache = new Map<string, string>();
  const readCss = (href: string) => {
    if (!cssCache.has(href)) cssCache.set(href, readFileSync(join(distDir, href), 'utf8'));
    return cssCache.get(href)!;
  };
  for (const file of htmlFiles(distDir)) writeFileSync(file, finishHtml(readFileSync(file, 'utf8'), { readCss, env }));

  writeFileSync(join(distDir, '_headers'), headersFile(securityHeaders(env, { https: true })));

  const { registry } = loadContent({ root: process.cwd(), ...(contentDir ? { contentDir } : {}) });
  if (!registry) throw new Error('The content has problems; run npm run validate');
  writeCrawlerFiles(distDir, registry.site.origin, registry.routes);
}
