import type { ServerManifest } from '@tanstack/router-core';
import type { RouteEntry } from '../../schemas/registry.ts';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteChunk>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';
export const DEMO_CHUNK = 'src/pages/DemoRoutePage.tsx';

/** The chunk and every chunk it statically imports, depth first, without repeats. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest has no chunk "${key}"`);
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, seen))];
}

/**
 * Tells the router which files each route needs: the client entry and its CSS for every page, and
 * the demo chunk (the voice SDK) only for demo routes, so it is preloaded there and nowhere else.
 */
export function buildServerManifest(manifest: ViteManifest, routes: RouteEntry[], base = '/'): ServerManifest {
  const url = (file: string) => `${base}${file}`;
  const entryChunks = closure(manifest, CLIENT_ENTRY);
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file));
  const entry = entryChunks[0]!;
  const serverManifest: ServerManifest = {
    routes: {
      __root__: {
        preloads: entryChunks.slice(1).map((chunk) => url(chunk.file)),
        css: [...new Set(entryChunks.flatMap((chunk) => chunk.css ?? []))].map(url),
        scripts: [{ attrs: { type: 'module', src: url(entry.file), async: true } }],
      },
    },
  };
  if (manifest[DEMO_CHUNK]) {
    const demoChunks = closure(manifest, DEMO_CHUNK).filter((chunk) => !entryFiles.has(chunk.file));
    for (const route of routes.filter((candidate) => candidate.kind === 'demo')) {
      serverManifest.routes[route.path] = {
        preloads: demoChunks.map((chunk) => url(chunk.file)),
        css: [...new Set(demoChunks.flatMap((chunk) => chunk.css ?? []))].map(url),
      };
    }
  }
  return serverManifest;
}
