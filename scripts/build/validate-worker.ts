// A worker thread of the build's validation (see validate-content.ts): checks its share of the content
// files one by one, as `npm run validate` does, and sends back the data of those that passed.
import { parentPort, workerData } from 'node:worker_threads';
import { checkFile } from '../content-engine/check-file.ts';
import type { ContentSource } from '../content-engine/types.ts';

/** A file that passed its own checks, with its validated data. */
export interface CheckedData {
  file: string;
  data: unknown;
}

/** The data of each of `sources` that passes its own checks; a file with problems is left out. */
export function checkShare(sources: readonly ContentSource[]): CheckedData[] {
  const passed: CheckedData[] = [];
  for (const source of sources) {
    const checked = checkFile(source);
    if (checked.parsed && checked.problems.length === 0) passed.push({ file: source.file, data: checked.parsed.data });
  }
  return passed;
}

const input = workerData as { sources?: ContentSource[] } | undefined;
if (parentPort && input?.sources) parentPort.postMessage(checkShare(input.sources));
