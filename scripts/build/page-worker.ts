// One worker thread of prerendering (see prerender.ts): renders its share of the routes, writes each
// page to disk as it goes and keeps only its critical CSS (one copy of each distinct text: pages of one
// kind mostly share theirs); then, told the late stylesheets, finishes each page (critical CSS, late
// loading, CSP) from that, with no second scan. Holding the beasties scans instead grew each thread by
// about 0.6 MB a page.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerManifest } from '@tanstack/router-core';
import { PRERENDER_DATA } from '../content-engine/virtual-modules.ts';
import type { HeaderEnv } from '../local-stack/web-server/headers.ts';
import { criticalCssOf, inlinedLead, pageTokens, scanTokens } from './critical-css.ts';
import { finishHtml, headStylesheets } from './finish-html.ts';
import { scanKey } from './scan-key.ts';

/** A path no route can have, rendered as the 404 page. */
export const NOT_FOUND_PROBE = '/__not-found__';

export interface PageWorkerInput {
  /** File URL of the server bundle's entry. */
  ssrEntry: string;
  distDir: string;
  /** The paths this worker renders; NOT_FOUND_PROBE for the 404 page. */
  paths: string[];
  /** By route key, the JSON of each route's data the pages of `paths` load (see `PRERENDER_DATA`). */
  data: Record<string, string>;
  manifest: ServerManifest;
  env: HeaderEnv;
}

/** Per stylesheet, what the pages of one worker say about where its late part starts (see `lateCssFrom`). */
export interface SheetLead {
  /** Every page linking it forces the light colour scheme. */
  lightOnly: boolean;
  /** The smallest `inlinedLead` among the pages, counting dark rules as dropped, and as kept. */
  leadLight: number;
  leadAny: number;
}

export type PageWorkerMessage =
  | { type: 'rendered'; sheets: Record<string, SheetLead>; renderMs: number; scanMs: number }
  | { type: 'finished'; ms: number };

interface ServerEntry {
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

async function run(input: PageWorkerInput, port: NonNullable<typeof parentPort>): Promise<void> {
  (globalThis as Record<symbol, unknown>)[Symbol.for(PRERENDER_DATA)] = (key: string) => input.data[key];
  const server = (await import(input.ssrEntry)) as ServerEntry;
  const cssTexts = new Map<string, string>();
  const readCss = (href: string) => {
    if (!cssTexts.has(href)) cssTexts.set(href, readFileSync(join(input.distDir, href), 'utf8'));
    return cssTexts.get(href)!;
  };
  const pages: Array<{ file: string; critical: Map<string, string> }> = [];
  const texts = new Map<string, string>();
  const shared = (text: string) => texts.get(text) ?? (texts.set(text, text), text);
  const sheets: Record<string, SheetLead> = {};
  // What a scan found, by the hash of its stylesheet and key (scan-key.ts): pages of one template scan
  // alike. Hashes, not keys (tens of kB each), so a site of all-different pages does not fill the heap.
  const scans = new Map<string, { critical: string; leadLight: number; leadAny: number }>();
  let renderMs = 0;
  let scanMs = 0;
  for (const path of input.paths) {
    let started = performance.now();
    const { status, html } = await server.render(path, input.manifest);
    const expected = path === NOT_FOUND_PROBE ? 404 : 200;
    if (status !== expected) throw new Error(`Prerendering ${path} answered ${status}; expected ${expected}`);
    const file = htmlFileFor(input.distDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    renderMs += performance.now() - started;
    started = performance.now();
    const { colorScheme } = pageTokens(html);
    const critical = new Map<string, string>();
    for (const href of headStylesheets(html)) {
      const css = readCss(href);
      const key = createHash('sha256').update(href).update(scanKey(html, css)).digest('base64');
      let scanned = scans.get(key);
      if (!scanned) {
        const tokens = scanTokens(html, css);
        scanned = {
          critical: shared(criticalCssOf(css, tokens)),
          leadLight: inlinedLead(css, tokens, true),
          leadAny: inlinedLead(css, tokens, false),
        };
        scans.set(key, scanned);
      }
      critical.set(href, scanned.critical);
      const lead = (sheets[href] ??= { lightOnly: true, leadLight: Infinity, leadAny: Infinity });
      lead.lightOnly &&= colorScheme !== undefined && colorScheme !== 'dark';
      lead.leadLight = Math.min(lead.leadLight, scanned.leadLight);
      lead.leadAny = Math.min(lead.leadAny, scanned.leadAny);
    }
    pages.push({ file, critical });
    scanMs += performance.now() - started;
  }
  port.postMessage({ type: 'rendered', sheets, renderMs, scanMs } satisfies PageWorkerMessage);

  port.once('message', (late: Record<string, string>) => {
    const started = performance.now();
    for (const { file, critical } of pages) {
      const html = readFileSync(file, 'utf8');
      const finished = finishHtml(html, {
        readCss,
        lateHref: (href) => late[href] ?? href,
        env: input.env,
        criticalOf: (href) => critical.get(href)!,
      });
      writeFileSync(file, finished);
    }
    port.postMessage({ type: 'finished', ms: performance.now() - started } satisfies PageWorkerMessage);
  });
}

if (parentPort && (workerData as PageWorkerInput | undefined)?.ssrEntry)
  await run(workerData as PageWorkerInput, parentPort);
