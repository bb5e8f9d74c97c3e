// Every temporary file of a run goes under one folder, removed when the run ends: the tests that copy the
// fixture site or the project into os.tmpdir() (a thousand folders a run) need not each clean up, and a
// test that fails midway leaves nothing behind. Workers and the processes tests start inherit TMPDIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-run-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
