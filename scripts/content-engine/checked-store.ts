import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CheckedStore, ContentKind } from './types.ts';

interface StoredFile {
  kind: ContentKind;
  hash: string;
  data: unknown;
}

/**
 * A `CheckedStore` in one JSON file, for `npm run validate`: files whose text has not changed since
 * they last passed are not parsed and validated again. `version` names the validator that produced
 * the results (its bundle and the installed packages); a different version starts afresh, so a
 * schema change can never be hidden by an old result.
 *
 * The engine's only cache, and why it pays: validate is a fresh process each time, and a cold
 * process spends most of its time compiling and running the zod schemas (about 0.5–1 s for the 19
 * real files on a 2-core machine at load 7, against 30–60 ms with the store), which is the
 * difference between about 1.4 s and 0.7 s for the whole command. The dev server and the build keep
 * no cache: a long-lived process re-checks all 19 files in about 0.1 s once warm.
 */
export function fileStore(path: string, version: string): CheckedStore & { save(): void } {
  let files: Record<string, StoredFile> = {};
  try {
    const saved = existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as { version?: string; files?: Record<string, StoredFile> })
      : {};
    if (saved.version === version && saved.files) files = saved.files;
  } catch {
    // A damaged store is only a slower run.
  }
  const seen = new Set<string>();
  let changed = false;
  const hash = (source: string) => createHash('sha1').update(source).digest('hex');
  return {
    get(file, kind, source) {
      seen.add(file);
      const stored = files[file];
      return stored && stored.kind === kind && stored.hash === hash(source) ? stored.data : undefined;
    },
    set(file, kind, source, data) {
      seen.add(file);
      files[file] = { kind, hash: hash(source), data };
      changed = true;
    },
    save() {
      // Forget files that are gone.
      for (const file of Object.keys(files)) {
        if (!seen.has(file)) {
          delete files[file];
          changed = true;
        }
      }
      if (!changed) return;
      mkdirSync(dirname(path), { recursive: true });
      // Aside, then renamed: a run reading it at the same moment sees the old store or the new one.
      writeFileSync(`${path}.${process.pid}.tmp`, JSON.stringify({ version, files }));
      renameSync(`${path}.${process.pid}.tmp`, path);
    },
  };
}
