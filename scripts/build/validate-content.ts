import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { listContentFiles, loadContent } from '../content-engine/load.ts';
import type { CheckedStore, ContentSource, LoadResult } from '../content-engine/types.ts';
import { bundleWorker } from './bundle-worker.ts';
import type { CheckedData } from './validate-worker.ts';

/**
 * Content files from which the build checks them on both cores: a thread costs about 0.4 s to start,
 * which 10 or 100 industries (20 and 110 files, 0.3 and 0.6 s of checks) do not win back.
 */
const PARALLEL_FROM = 200;

/** `checkShare` of `sources` in a worker thread, whose memory (the parsed YAML) goes when it ends. */
async function checkInThread(workerFile: URL, sources: ContentSource[]): Promise<CheckedData[]> {
  const worker = new Worker(workerFile, { workerData: { sources } });
  try {
    return await new Promise<CheckedData[]>((resolve, reject) => {
      worker.once('message', resolve).once('error', reject);
      worker.once('exit', (code) => reject(new Error(`A validation thread stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * The build's one validation of the content: `loadContent`, with the files' own checks (parsing and
 * the schemas, nine tenths of the time) shared between two worker threads when there are many: both
 * cores work, and the parsed YAML (hundreds of MB at 1,000 industries) goes with the threads instead of
 * staying in this process's heap under the Vite child and the prerender threads. The checks that span files then run here on the data of both, through the `CheckedStore` that
 * `npm run validate` uses for its cache, so problems and the registry are the same as without it. A
 * file with problems is checked again here, so its messages are formed as usual.
 */
export async function validateContent(root: string, contentDir: string): Promise<LoadResult> {
  const entries = listContentFiles(contentDir);
  if (entries.length < PARALLEL_FROM) return loadContent({ root, contentDir });
  const texts = new Map(entries.map((entry) => [entry.path, readFileSync(entry.path, 'utf8')]));
  const sources: ContentSource[] = entries.map((entry) => ({
    file: relative(root, entry.path).split('\\').join('/'),
    kind: entry.kind,
    source: texts.get(entry.path)!,
  }));
  const workerFile = await bundleWorker(new URL('./validate-worker.ts', import.meta.url), 'validate-worker.mjs');
  const shares = [0, 1].map((half) => sources.filter((_, index) => index % 2 === half));
  const checked = await Promise.all(shares.map((share) => checkInThread(workerFile, share)));
  const passed = new Map(checked.flat().map((file) => [file.file, file.data]));
  const bySource = new Map(sources.map((source) => [source.file, source]));
  const store: CheckedStore = {
    get: (file, kind, source) => {
      const known = bySource.get(file);
      return known?.kind === kind && known.source === source ? passed.get(file) : undefined;
    },
    set: () => {},
  };
  return loadContent({ root, contentDir, store, read: (path) => texts.get(path) ?? readFileSync(path, 'utf8') });
}
