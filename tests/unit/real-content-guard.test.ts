// Unit tests never read the real content (industries/), so none changes result when an industry is
// added or removed; only tests/unit/spec-conformance/ does, asserting SPEC's items present. Held three
// ways: the unit project serves the fixture site as `virtual:content/*`, its setup refuses file reads
// under industries/ (tests/unit/no-real-content.ts), and no test file or helper it imports names the
// real content in the ways tests/unit/real-content.ts lists (child processes are not caught at run time).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { loadContent } from '../../scripts/content-engine/load.ts';
import { siteSchedulingUrl } from '../../scripts/content-engine/generate/scheduling-page.ts';
import config, { SPEC_CONFORMANCE } from '../../vitest.config.ts';
import { FIXTURE_SITE } from './fixture-site.ts';
import { realContentReads, REAL_CONTENT_RULES } from './real-content.ts';

const ROOT = process.cwd();

interface Project {
  plugins?: Plugin[];
  test: { name: string; include?: string[]; exclude?: string[]; setupFiles?: string[] };
}
const projects = (config.test?.projects ?? []) as Project[];
const project = (name: string) => projects.find((candidate) => candidate.test.name === name)!;
const contentDirOf = (candidate: Project) =>
  (candidate.plugins?.find((plugin) => plugin.name === 'site-content')?.api as { contentDir(): string }).contentDir();

describe('the unit project', () => {
  it('serves the fixture site as virtual:content, and the SPEC conformance project the real content', () => {
    expect(contentDirOf(project('unit'))).toBe(resolve(ROOT, FIXTURE_SITE));
    expect(contentDirOf(project('spec-conformance'))).toBe(resolve(ROOT, 'industries'));
    expect(project('unit').test.exclude).toContain(`${SPEC_CONFORMANCE}/**`);
    expect(project('spec-conformance').test.include).toEqual([`${SPEC_CONFORMANCE}/**/*.test.{ts,tsx}`]);
  });

  it('refuses a read under industries/, directly or through the code a test calls', () => {
    expect(() => readFileSync('industries/site.yaml', 'utf8')).toThrow(/only tests\/unit\/spec-conformance\/ reads/);
    expect(() => readdirSync(join(ROOT, 'industries'))).toThrow(/fixture site tests\/fixtures\/site/);
    expect(() => loadContent({ root: ROOT })).toThrow(/A unit test read/);
    expect(() => siteSchedulingUrl()).toThrow(/A unit test read/);
    expect(readFileSync(join(FIXTURE_SITE, 'site.yaml'), 'utf8')).toContain('brand:');
  });
});

describe('unit test files outside tests/unit/spec-conformance/', () => {
  const files = readdirSync(join(ROOT, 'tests/unit'), { recursive: true })
    .map((name) => `tests/unit/${String(name).split('\\').join('/')}`)
    .filter((name) => /\.test\.tsx?$/.test(name) && !name.startsWith(`${SPEC_CONFORMANCE}/`))
    // This file names the real content on purpose: to show it is refused, and each way of reading it.
    .filter((name) => name !== 'tests/unit/real-content-guard.test.ts');

  it('read no real content, nor do the helpers they import', () => {
    expect(files.length).toBeGreaterThan(50);
    const reading = files.flatMap((file) => realContentReads(ROOT, file));
    expect(reading, 'use tests/fixtures/site (fixture-site.ts), or move a SPEC check to spec-conformance/').toEqual([]);
  });

  it('would be caught: each way of reading the real content, in a test or in a helper it imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'guard-'));
    mkdirSync(join(root, 'tests/unit/x'), { recursive: true });
    const samples = [
      "readFileSync('industries/pages/about.yaml', 'utf8');",
      'cpSync(join(ROOT, "industries"), dir);',
      'loadContent({ root: process.cwd() });',
      "import { SPEC_ROUTES } from '../../spec.ts';",
      "import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';",
      'loadFlows(process.cwd()).flows;',
      'siteSources; realSources(ROOT);',
    ];
    expect(samples).toHaveLength(REAL_CONTENT_RULES.length);
    samples.forEach((sample, index) => {
      writeFileSync(join(root, `tests/unit/x/helper${index}.ts`), sample);
      writeFileSync(join(root, `tests/unit/x/t${index}.test.ts`), `import { a } from './helper${index}.ts';\n`);
      expect(realContentReads(root, `tests/unit/x/t${index}.test.ts`), sample).toHaveLength(1);
    });
    writeFileSync(join(root, 'tests/unit/x/ok.test.ts'), 'loadContent({ root, contentDir: fixtureSite() });\n');
    expect(realContentReads(root, 'tests/unit/x/ok.test.ts')).toEqual([]);
  });
});
