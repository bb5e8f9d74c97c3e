import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Wall-clock milliseconds per build stage, in the order they ran. */
const stages: Record<string, number> = {};

/** Runs one build stage and records its wall-clock time under `name` (added up when a name repeats). */
export async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    stages[name] = (stages[name] ?? 0) + performance.now() - started;
  }
}

/** Records a time measured elsewhere (the prerender loop times its render and scan parts). */
export function recordStage(name: string, ms: number): void {
  stages[name] = (stages[name] ?? 0) + ms;
}

/**
 * Writes the stage times as JSON to BUILD_STAGES_FILE when it is set: `npm run bench -- --scale=…`
 * reads them to print a row per content size.
 */
export function writeStages(totalMs: number): void {
  const file = process.env.BUILD_STAGES_FILE;
  if (file) writeFileSync(file, JSON.stringify({ ...stages, total: totalMs }));
}
