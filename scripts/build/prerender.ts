import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RouteEntry } from '../content-engine/types.ts';
import type { HeaderEnv } from '../local-stack/web-server/headers.ts';
import { bundleWorker } from './bundle-worker.ts';
import { lateCssFrom } from './critical-css.ts';
import { buildServerManifest, type ViteManifest } from './manifest.ts';
import { NOT_FOUND_PROBE, type PageWorkerInput, type PageWorkerMessage, type SheetLead } from './page-worker.ts';
import { recordStage } from './stages.ts';
import { SSR_OUT_DIR } from './vite-builds.ts';

export { htmlFileFor, NOT_FOUND_PROBE } from './page-worker.ts';

/**
 * Pages per worker: a thread costs about 1 s of CPU to load and warm up its copy of the server bundle,
 * and 150 MB, which a small site does not win back. The 31 pages of 10 industries take one thread;
 * 100 industries (211 pages) take both cores.
 */
const PAGES_PER_WORKER = 64;

/**
 * A prerender thread's old-generation heap limit, plus three times its pages' data. The threads of a
 * 1,000-industry build then peak at 910 MB together instead of 1,250 MB (2026-11-25), at the same speed.
 */
const OLD_SPACE_MB = 256;

/** The next message of a worker; its error or an early exit rejects. */
function nextMessage(worker: Worker): Promise<PageWorkerMessage> {
  return new Promise((resolvePromise, reject) => {
    const cleanUp = () => worker.off('message', onMessage).off('error', reject).off('exit', onExit);
    const onMessage = (message: PageWorkerMessage) => (cleanUp(), resolvePromise(message));
    const onExit = (code: number) => (cleanUp(), reject(new Error(`A prerender worker stopped (exit code ${code})`)));
    worker.on('message', onMessage).on('error', reject).on('exit', onExit);
  });
}

/**
 * Renders every route and the 404 page to static HTML and finishes each page (critical CSS, late
 * stylesheet, CSP), in worker threads, one per core from 64 pages (page-worker.ts). Each page is
 * rendered, written and scanned once per stylesheet; the workers keep only its critical CSS, so memory
 * does not grow with the pages' HTML. Between the two passes, this thread writes each stylesheet's late part, which depends
 * on every page. Returns the number of HTML files written.
 */
export async function prerender(routes: readonly RouteEntry[], env: HeaderEnv, distDir = 'dist'): Promise<number> {
  const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const manifest = buildServerManifest(viteManifest, [...routes]);
  const paths = [...routes.map((route) => route.path), NOT_FOUND_PROBE];
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(paths.length / PAGES_PER_WORKER)));
  // Interleaved shares: neighbouring paths (an industry and its demo) cost alike, so the threads finish together.
  const shares = Array.from({ length: count }, (_, index) => paths.filter((_, at) => at % count === index));
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const workerFile = await bundleWorker(new URL('./page-worker.ts', import.meta.url), 'page-worker.mjs');
  const workers = shares.map((share) => {
    // Each thread gets the data of its own pages only, as the JSON the route's data module holds.
    const data: Record<string, string> = {};
    for (const path of share) {
      const route = byPath.get(path);
      if (route) data[route.key] = JSON.stringify(route.data);
    }
    const workerData: PageWorkerInput = {
      ssrEntry: pathToFileURL(resolve(SSR_OUT_DIR, 'entry-server.js')).href,
      distDir,
      paths: share,
      data,
      manifest,
      env,
    };
    // V8 lets a busy thread's heap grow towards its default limit (gigabytes) before collecting
    // in earnest; what a thread keeps alive is its server bundle, its pages' data and the critical CSS.
    const dataMb = Object.values(data).reduce((sum, json) => sum + json.length, 0) / 1e6;
    const resourceLimits = { maxOldGenerationSizeMb: Math.ceil(OLD_SPACE_MB + 3 * dataMb) };
    return new Worker(workerFile, { workerData, resourceLimits });
  });
  try {
    let started = performance.now();
    const rendered = await Promise.all(workers.map(nextMessage));
    const passMs = performance.now() - started;
    const leads = rendered.flatMap((message) => (message.type === 'rendered' ? [message] : []));
    // The pass's wall time, split between rendering and scanning as the workers spent their time.
    const render = leads.reduce((sum, message) => sum + message.renderMs, 0);
    const scan = leads.reduce((sum, message) => sum + message.scanMs, 0);
    recordStage('prerender', (passMs * render) / (render + scan || 1));
    recordStage('critical CSS', (passMs * scan) / (render + scan || 1));

    started = performance.now();
    const late = writeLateStylesheets(
      distDir,
      leads.map((message) => message.sheets),
    );
    recordStage('critical CSS', performance.now() - started);

    started = performance.now();
    const finished = workers.map(nextMessage);
    for (const worker of workers) worker.postMessage(late);
    await Promise.all(finished);
    recordStage('finish+write', performance.now() - started);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  rmSync(SSR_OUT_DIR, { recursive: true, force: true });
  return paths.length;
}

/**
 * Writes the late part of each stylesheet the pages link (see `lateCssFrom`) next to it, named by its
 * content: /assets/app-abc.css → /assets/app-abc.late-1f2e3d4c.css. Returns each one's address.
 */
function writeLateStylesheets(distDir: string, byWorker: Array<Record<string, SheetLead>>): Record<string, string> {
  const late: Record<string, string> = {};
  const hrefs = new Set(byWorker.flatMap((sheets) => Object.keys(sheets)));
  for (const href of hrefs) {
    const leads = byWorker.flatMap((sheets) => (sheets[href] ? [sheets[href]] : []));
    const lightOnly = leads.every((lead) => lead.lightOnly);
    const lead = Math.min(...leads.map((each) => (lightOnly ? each.leadLight : each.leadAny)));
    const text = lateCssFrom(readFileSync(join(distDir, href), 'utf8'), lead, lightOnly);
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
    late[href] = href.replace(/\.css$/, `.late-${hash}.css`);
    writeFileSync(join(distDir, late[href]), text);
  }
  return late;
}
