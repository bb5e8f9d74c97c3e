import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIndustries } from '../../../scripts/gen-industries.ts';

/** `npm run validate -- <dir>`, as a user runs it (through the prebuilt launcher). */
function validate(contentDir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['scripts/validate-launch.mjs', contentDir], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run validate', { timeout: 120_000 }, () => {
  let dir: string;

  beforeAll(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'validate-')), 'industries');
    generateIndustries(30, dir);
  });

  it('accepts generated industries, and gives the same answer when it reuses earlier results', () => {
    const first = validate(dir);
    expect(first.output).toMatch(/^All 39 content files are valid: 68 routes/m);
    expect(first.status).toBe(0);
    const second = validate(dir);
    expect(second.output).toMatch(/^All 39 content files are valid: 68 routes/m);
  });

  it('checks a changed file again, and still locates problems in files it did not re-read', () => {
    validate(dir); // every file passes and is remembered
    const file = join(dir, 'healthcare-12.yaml');
    const text = readFileSync(file, 'utf8');
    // Claim trades-18's landing path: the clash must be reported in both files, at their path lines.
    writeFileSync(file, text.replace('  path: /healthcare-12\n', '  path: /trades-18\n'));
    const { status, output } = validate(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/healthcare-12\.yaml:13:9 landing\.path: Duplicate path "\/trades-18"/);
    expect(output).toMatch(/trades-18\.yaml:13:9 landing\.path: Duplicate path "\/trades-18"/);
    expect(output).not.toMatch(/^\s+at /m);
    writeFileSync(file, text);
    expect(validate(dir).status).toBe(0);
  });
});
