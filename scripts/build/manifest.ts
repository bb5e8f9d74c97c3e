import type { ServerManifest } from '@tanstack/router-core';
import type { RouteInfo } from '../content-engine/types.ts';

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

/** Id of the JSON block listing what a finished page loads after its first paint (see `deferToFirstPaint`). */
export const AFTER_PAINT_ID = 'after-paint';

/** The longest the bootstrap waits for the first contentful paint before it starts anyway. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

/**
 * The page's only script tag. Once the browser reports the first contentful paint of the server HTML,
 * it links the stylesheets and module preloads the page listed for later and imports the client entry.
 * Nothing but the document is fetched before that paint, so neither a download nor hydration can hold
 * it back. It starts at once where there is nothing to wait for: a page opened in a background tab
 * (which paints nothing until shown) and browsers without paint timing.
 */
export function hydrateAfterFirstPaint(entryUrl: string): string {
  return [
    'let started=false;',
    'const link=(rel,href)=>{const l=document.createElement("link");l.rel=rel;l.href=href;',
    'if(rel==="stylesheet")l.dataset.precedence="default";document.head.append(l)};',
    'const start=()=>{if(started)return;started=true;',
    `const later=document.getElementById(${JSON.stringify(AFTER_PAINT_ID)});`,
    'if(later){const{css,modules}=JSON.parse(later.textContent);',
    'css.forEach((href)=>link("stylesheet",href));modules.forEach((href)=>link("modulepreload",href))}',
    `import(${JSON.stringify(entryUrl)})};`,
    'if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))start();',
    'else{new PerformanceObserver((list,observer)=>{',
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}',
    `}).observe({type:"paint",buffered:true});setTimeout(start,${FIRST_PAINT_TIMEOUT_MS})}`,
  ].join('');
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
        scripts: [{ attrs: { type: 'module' }, children: hydrateAfterFirstPaint(url(entry.file)) }],
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
