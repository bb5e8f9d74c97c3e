// PGlite has no cross-process locking: two processes opening the same data directory corrupt it.
// A pid file next to the directory turns that into a clear error instead.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

const openInThisProcess = new Set<string>();

const lockFileFor = (dataDir: string) => `${dataDir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pid of the live process holding `dataDir`, or null when nobody does. */
export function dataDirOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(JSON.parse(readFileSync(lockFileFor(dataDir), 'utf8')).pid);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return openInThisProcess.has(dataDir) ? pid : null;
  return isAlive(pid) ? pid : null;
}

/** Claims `dataDir` for this process; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner === process.pid) {
    throw new Error(`${dataDir} is already open in this process. Close the previous local backend first.`);
  }
  if (owner !== null) {
    throw new Error(
      `${dataDir} is in use by process ${owner} (probably npm run dev or npm start). Stop that process, or ` +
        `pass another dataDir; to list leads while it runs, use npm run leads, which asks the running server.`,
    );
  }
  // A stale file from a process that crashed is simply replaced.
  writeFileSync(lockFileFor(dataDir), JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
  openInThisProcess.add(dataDir);
  return () => {
    openInThisProcess.delete(dataDir);
    try {
      unlinkSync(lockFileFor(dataDir));
    } catch {
      // Already gone: nothing to release.
    }
  };
}
