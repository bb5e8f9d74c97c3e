import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { generateIndustries } from '../../../../scripts/bench/scale.ts';
import { fixtureSite } from '../../fixture-site.ts';

/** `npm run validate -- <dir>`, as a user runs it. */
function validate(contentDir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['scripts/content-engine/validate.ts', contentDir], {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run validate', { timeout: 120_000 }, () => {
  let dir: string;
  let industries: string[];

  beforeAll(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'validate-')), 'industries');
    industries = generateIndustries(fixtureSite(), dir, 30);
  });

  it('accepts generated industries, and gives the same answer when run again', () => {
    // The totals follow the content: 30 industries plus however many pages and demo-only files there are.
    const files = readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.yaml')).length;
    const routes = loadContent({ root: process.cwd(), contentDir: dir }).registry!.routes.length;
    const summary = new RegExp(`^All ${files} content files are valid: ${routes} routes`, 'm');
    const first = validate(dir);
    expect(first.output).toMatch(summary);
    expect(first.status).toBe(0);
    const second = validate(dir);
    expect(second.output).toMatch(summary);
  });

  it('reports a path clash in both files of a changed pair, at their path lines', () => {
    // Two generated copies (the last two names), whatever the real industries are.
    const [claimed, claimer] = industries.slice(-2).map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const landingPath = `/${name.replace(/\.yaml$/, '')}`;
      const line = text.split('\n').indexOf(`  path: ${landingPath}`) + 1;
      expect(line, `${name} has its landing path on a line of its own`).toBeGreaterThan(0);
      return { name, text, landingPath, line };
    });
    // Claim the other copy's landing path: the clash must be reported in both files, at their path lines.
    const file = join(dir, claimer!.name);
    writeFileSync(
      file,
      claimer!.text.replace(`  path: ${claimer!.landingPath}\n`, `  path: ${claimed!.landingPath}\n`),
    );
    const { status, output } = validate(dir);
    expect(status).toBe(1);
    for (const { name, line } of [claimer!, claimed!]) {
      expect(output).toContain(`${name}:${line}:9 landing.path: Duplicate path "${claimed!.landingPath}"`);
    }
    expect(output).not.toMatch(/^\s+at /m);
    writeFileSync(file, claimer!.text);
    expect(validate(dir).status).toBe(0);
  });
});
