import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../content-engine/load.ts';
import { headersFile, productionEnv, securityHeaders } from '../local-stack/web-server/headers.ts';
import { withSiteOrigin } from './build-env.ts';
import { lateCss, pageTokens } from './critical-css.ts';
import { finishHtml, headStylesheets } from './finish-html.ts';
import { writeCrawlerFiles } from './sitemap.ts';
import { stage } from './stages.ts';

/** Every .html file under `dir`, outside the hashed assets. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes the late part of every stylesheet the pages link (see `lateCss`) as its own content-hashed
 * file next to it, and returns the address of each: /assets/app-abc.css → /assets/app-abc.late-1f2e3d4c.css.
 */
function writeLateStylesheets(
  distDir: string,
  pages: Array<{ html: string }>,
  readCss: (href: string) => string,
): Map<string, string> {
  const linkedBy = new Map<string, string[]>();
  for (const { html } of pages)
    for (const href of headStylesheets(html)) linkedBy.set(href, [...(linkedBy.get(href) ?? []), html]);
  const late = new Map<string, string>();
  for (const [href, htmls] of linkedBy) {
    const text = lateCss(readCss(href), htmls.map(pageTokens));
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
    const lateHref = href.replace(/\.css$/, `.late-${hash}.css`);
    writeFileSync(join(distDir, lateHref), text);
    late.set(href, lateHref);
  }
  return late;
}

/**
 * The last build step, after prerendering: critical CSS and the CSP <meta> tag in every page, the
 * header file for static hosts, and sitemap.xml and robots.txt from the route registry.
 */
export async function finishSite(distDir = 'dist', contentDir = process.env.CONTENT_DIR): Promise<void> {
  const env = productionEnv();
  const cssCache = new Map<string, string>();
  const readCss = (href: string) => {
    if (!cssCache.has(href)) cssCache.set(href, readFileSync(join(distDir, href), 'utf8'));
    return cssCache.get(href)!;
  };
  const pages = htmlFiles(distDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const late = await stage('critical CSS', () => writeLateStylesheets(distDir, pages, readCss));
  const lateHref = (href: string) => late.get(href) ?? href;
  await stage('finish+write', () => {
    for (const { file, html } of pages) writeFileSync(file, finishHtml(html, { readCss, lateHref, env }));
  });

  writeFileSync(join(distDir, '_headers'), headersFile(securityHeaders(env, { https: true })));

  const { registry } = loadContent({ root: process.cwd(), ...(contentDir ? { contentDir } : {}) });
  if (!registry) throw new Error('The content has problems; run npm run validate');
  writeCrawlerFiles(distDir, withSiteOrigin(registry).site.origin, registry.routes);
}
