import { Worker } from 'node:worker_threads';
import { bundleWorker } from './bundle-worker.ts';

/** What the validation thread sends back: the LoadResult, v8-serialized, and whether it holds a registry. */
export interface Validated {
  passed: boolean;
  packed: Uint8Array;
}

/**
 * The build's one validation of the content (`loadContent`), in a worker thread that ends with it. In
 * this process it grew the heap to 91 MB (24 MB of it live once done), and V8 kept those pages through
 * the Vite builds, where the build's memory peaks; a thread's heap goes when it ends. The result comes
 * back serialized, as the Vite child takes it (its buffer moved, not copied).
 */
export async function validateInThread(root: string, contentDir: string): Promise<Validated> {
  const workerFile = await bundleWorker(new URL('./validate-worker.ts', import.meta.url), 'validate-worker.mjs');
  const worker = new Worker(workerFile, { workerData: { root, contentDir } });
  try {
    return await new Promise<Validated>((resolve, reject) => {
      worker.once('message', resolve).once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The validation thread stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
