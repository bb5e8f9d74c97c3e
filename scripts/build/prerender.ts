import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import type { RouteEntry } from '../content-engine/types.ts';
import type { HeaderEnv } from '../shared/headers.ts';
import { finishHtml } from './finish-html.ts';
import { buildServerManifest, type ViteManifest } from './manifest.ts';
import { pageCss } from './page-css.ts';
import { recordStage } from './stages.ts';
import { SSR_OUT_DIR } from './vite-builds.ts';

/** A path no route can have, rendered as the 404 page. */
export const NOT_FOUND_PROBE = '/__not-found__';

/** What the server build (src/entry-server.tsx) offers the prerenderer. */
interface ServerEntry {
  provideRouteData(read: (key: string) => string | undefined): Promise<void>;
  render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
}

/**
 * Where a route's HTML goes: /healthcare → dist/healthcare.html, the 404 page → dist/404.html. A file,
 * not healthcare/index.html: static hosts serve a folder's index at /healthcare/ (Cloudflare Pages and
 * Netlify redirect /healthcare there) but a file at /healthcare, the canonical URL (docs/hosting/README.md).
 */
export function htmlFileFor(distDir: string, path: string): string {
  if (path === NOT_FOUND_PROBE) return join(distDir, '404.html');
  return path === '/' ? join(distDir, 'index.html') : join(distDir, `${path.slice(1)}.html`);
}

/**
 * Landing, fixed and index pages load the app on the visitor's first intent: what moves on them (menus,
 * the drawer, the FAQ, Book a Demo, the contact form) needs it only once touched. Demo pages hydrate after
 * the first paint (their form and voice engine are the page), and so does the 404 page, which logs the
 * missing path as it loads.
 */
export function hydratesOnIntent(kind: RouteEntry['kind'] | undefined): boolean {
  return kind === 'landing' || kind === 'page' || kind === 'index';
}

/**
 * Renders every route and the 404 page to static HTML with the server build, then finishes each page
 * (critical CSS, late stylesheet, CSP). Two passes: the late part of a stylesheet depends on every page,
 * so the first writes each page as rendered and keeps only its critical CSS, and the second finishes
 * the files. Returns the number of HTML files written.
 */
export async function prerender(routes: readonly RouteEntry[], env: HeaderEnv, distDir = 'dist'): Promise<number> {
  const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const manifest = buildServerManifest(viteManifest, [...routes]);
  const server = (await import(pathToFileURL(resolve(SSR_OUT_DIR, 'entry-server.js')).href)) as ServerEntry;
  // The server bundle holds no route data: each loader takes the JSON its route's data module would hold.
  const byKey = new Map(routes.map((route) => [route.key, route]));
  await server.provideRouteData((key) => {
    const route = byKey.get(key);
    return route && JSON.stringify(route.data);
  });
  const css = pageCss(distDir);
  const pages: Array<{ file: string; critical: Map<string, string>; hydrateOnIntent: boolean }> = [];
  const kinds = new Map(routes.map((route) => [route.path, route.kind]));
  let renderMs = 0;
  let scanMs = 0;
  for (const path of [...routes.map((route) => route.path), NOT_FOUND_PROBE]) {
    let started = performance.now();
    const { status, html } = await server.render(path, manifest);
    const expected = path === NOT_FOUND_PROBE ? 404 : 200;
    if (status !== expected) throw new Error(`Prerendering ${path} answered ${status}; expected ${expected}`);
    const file = htmlFileFor(distDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    renderMs += performance.now() - started;
    started = performance.now();
    pages.push({ file, critical: css.criticalOf(html), hydrateOnIntent: hydratesOnIntent(kinds.get(path)) });
    scanMs += performance.now() - started;
  }
  recordStage('prerender', renderMs);

  let started = performance.now();
  const late = css.writeLateStylesheets();
  recordStage('critical CSS', scanMs + performance.now() - started);

  started = performance.now();
  for (const { file, critical, hydrateOnIntent } of pages) {
    const finished = finishHtml(readFileSync(file, 'utf8'), {
      readCss: css.readCss,
      lateHref: (href) => late.get(href) ?? href,
      env,
      criticalOf: (href) => critical.get(href)!,
      hydrateOnIntent,
    });
    writeFileSync(file, finished);
  }
  recordStage('finish+write', performance.now() - started);
  rmSync(SSR_OUT_DIR, { recursive: true, force: true });
  return pages.length;
}
