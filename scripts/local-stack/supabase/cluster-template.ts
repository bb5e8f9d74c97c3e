// A new local database starts from a copy of an empty PGlite cluster instead of running initdb, which is
// most of the cost of a new database, and a test run opens about 20 (docs/performance.md).
// The copy is a bare cluster, not a migrated one: the migrations still run on every new database, so
// they are exercised as often as before. It is kept per PGlite version in node_modules/.cache (the
// place Vite and Babel keep theirs), written to a temporary name and renamed, so concurrent test
// workers never read a half-written file. Without a writable cache it is kept in memory only.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's version, from its package.json (its `exports` do not list it). */
const PGLITE_VERSION = (() => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
})();
export const CACHE_FILE = fileURLToPath(
  new URL(`../../../node_modules/.cache/local-backend/pglite-${PGLITE_VERSION}-cluster.tar`, import.meta.url),
);

/** Set once per process: later databases in the same process skip even the file read. */
let template: Promise<Blob> | undefined;

/** Whether `dataDir` holds no database yet (a memory database never does). */
export function isNewDataDir(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The tarball of an empty cluster: from this process, else from the cache file, else made once. */
export function emptyClusterTarball(): Promise<Blob> {
  template ??= readTemplate().catch(async () => {
    const db = await PGlite.create('memory://');
    const made = await db.dumpDataDir('none');
    await db.close();
    await saveTemplate(made).catch(() => {}); // a read-only node_modules: keep it in memory only
    return made;
  });
  return template;
}

async function readTemplate(): Promise<Blob> {
  return new Blob([await readFile(CACHE_FILE)]);
}

async function saveTemplate(tarball: Blob): Promise<void> {
  await mkdir(path.dirname(CACHE_FILE), { recursive: true });
  const partial = `${CACHE_FILE}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, CACHE_FILE);
}
