import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import type { RouteInfo } from '../content-engine/types.ts';
import { buildServerManifest, type ViteManifest } from './manifest.ts';
import { SSR_OUT_DIR } from './vite-builds.ts';

interface ServerEntry {
  allRoutes(): Promise<RouteInfo[]>;
  render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
}

/** A path no route can have, rendered as the 404 page. */
export const NOT_FOUND_PROBE = '/__not-found__';

/**
 * Where a route's HTML goes: /healthcare → dist/healthcare.html. A file, not healthcare/index.html,
 * because static hosts serve a folder's index at /healthcare/ (Cloudflare Pages 308- and Netlify
 * 301-redirect /healthcare there) but a file at /healthcare, which is the canonical URL
 * (docs/hosting/README.md, "Trailing slashes").
 */
export function htmlFileFor(distDir: string, path: string): string {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, `${path.slice(1)}.html`);
}

/** Renders every route and the 404 page to static HTML. Returns the number of files written. */
export async function prerender(distDir = 'dist'): Promise<number> {
  const server = (await import(pathToFileURL(resolve(SSR_OUT_DIR, 'entry-server.js')).href)) as ServerEntry;
  const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const routes = await server.allRoutes();
  const manifest = buildServerManifest(viteManifest, routes);

  for (const route of routes) {
    const { status, html } = await server.render(route.path, manifest);
    if (status !== 200) throw new Error(`Prerendering ${route.path} answered ${status}; expected 200`);
    const file = htmlFileFor(distDir, route.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const notFound = await server.render(NOT_FOUND_PROBE, manifest);
  if (notFound.status !== 404) throw new Error(`The 404 page answered ${notFound.status}; expected 404`);
  writeFileSync(join(distDir, '404.html'), notFound.html);
  rmSync(SSR_OUT_DIR, { recursive: true, force: true });
  return routes.length + 1;
}
