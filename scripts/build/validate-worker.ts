// The worker thread of the build's validation (see validate-thread.ts).
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { loadContent } from '../content-engine/load.ts';
import type { Validated } from './validate-thread.ts';

const { root, contentDir } = workerData as { root: string; contentDir: string };
const result = loadContent({ root, contentDir });
const packed = serialize(result);
const validated: Validated = { passed: result.registry !== null, packed };
parentPort!.postMessage(validated, [packed.buffer as ArrayBuffer]);
