import type { ServerManifest } from '@tanstack/router-core';
import type { RouteInfo } from '../content-engine/types.ts';
import { bootstrapScript } from './bootstrap.ts';

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
/** Route kinds whose page component is a chunk of its own, preloaded (with its CSS) on their routes only. */
const ROUTE_CHUNKS: Array<[RouteInfo['kind'], string]> = [['demo', DEMO_CHUNK]];

/** The chunk and every chunk it statically imports, depth first, without repeats. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite manifest has no chunk "${key}"`);
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, seen))];
}

/**
 * Tells the router which files each route needs: the client entry and its CSS for every page, the
 * demo chunk (the voice SDK) only for demo routes, so it is preloaded there and nowhere else.
 */
export function buildServerManifest(
  manifest: ViteManifest,
  routes: Pick<RouteInfo, 'path' | 'kind'>[],
  base = '/',
): ServerManifest {
  const url = (file: string) => `${base}${file}`;
  const entryChunks = closure(manifest, CLIENT_ENTRY);
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file));
  const entry = entryChunks[0]!;
  const serverManifest: ServerManifest = {
    routes: {
      __root__: {
        preloads: entryChunks.slice(1).map((chunk) => url(chunk.file)),
        css: [...new Set(entryChunks.flatMap((chunk) => chunk.css ?? []))].map(url),
        scripts: [{ attrs: { type: 'module' }, children: bootstrapScript(url(entry.file)) }],
      },
    },
  };
  for (const [kind, key] of ROUTE_CHUNKS) {
    if (!manifest[key]) continue;
    const chunks = closure(manifest, key).filter((chunk) => !entryFiles.has(chunk.file));
    for (const route of routes.filter((candidate) => candidate.kind === kind)) {
      serverManifest.routes[route.path] = {
        preloads: chunks.map((chunk) => url(chunk.file)),
        css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(url),
      };
    }
  }
  return serverManifest;
}
