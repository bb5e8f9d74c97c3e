import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../fixture-site.ts';

/** `npm run build` checks the content first, and stops there with the problems and exit code 1. */
describe('a build whose content fails validation', () => {
  it('prints the problem and exits 1 before building anything', () => {
    const dir = mkdtempSync(join(tmpdir(), 'failed-validation-'));
    cpSync(FIXTURE_SITE, dir, { recursive: true });
    const file = join(dir, 'trades.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^slug: trades$/m, 'slug: tradez'));

    const run = spawnSync(process.execPath, ['scripts/build/cli.ts'], {
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Content problems:');
    expect(run.stderr).toMatch(/trades\.yaml:2:7 slug: Must match the file name: expected "trades", got "tradez"/);
    expect(run.stdout).not.toContain('Prerendered');
    rmSync(dir, { recursive: true, force: true });
  });
});
