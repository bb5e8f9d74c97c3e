import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../fixture-site.ts';

/** Processes whose environment names `dir` as CONTENT_DIR (Linux's /proc; none elsewhere). */
function processesBuilding(dir: string): string[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`CONTENT_DIR=${dir}`);
    } catch {
      return false; // gone, or not ours to read
    }
  });
}

/**
 * `npm run build` (launch.mjs, running cli.ts bundled) starts its Vite child before it checks the
 * content (vite-builds.ts), so a build whose content fails must still stop at once, with the problems
 * and exit code 1, and leave no child.
 */
describe('a build whose content fails validation', () => {
  it('prints the problem, exits 1 and ends the Vite child it had started', () => {
    const dir = mkdtempSync(join(tmpdir(), 'early-vite-child-'));
    cpSync(FIXTURE_SITE, dir, { recursive: true });
    const file = join(dir, 'trades.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^slug: trades$/m, 'slug: tradez'));

    const run = spawnSync(process.execPath, ['scripts/build/launch.mjs'], {
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Content problems:');
    expect(run.stderr).toMatch(/trades\.yaml:2:7 slug: Must match the file name: expected "trades", got "tradez"/);
    expect(run.stdout).not.toContain('Prerendered');
    expect(processesBuilding(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
