// A worker thread of the build runs TypeScript: tsx's loader is registered per thread, so each worker
// registers it before importing its module (workerData.module). Plain .mjs, as nothing transpiles this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
