// SPEC §2 on the real content (industries/): the SPEC industries, routes, menus and FAQ sizes are
// there, and the content passes npm run validate. Other files may be added; nothing here says "only".
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { IndustrySchema } from '../../../schemas/industry.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { isPlaceholder } from '../../../scripts/content-engine/placeholders.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';
import {
  SPEC_DEMOS_MENU,
  SPEC_FAQ_SIZES,
  SPEC_INDUSTRIES_MENU,
  SPEC_INDUSTRY_PATHS,
  SPEC_ROUTES,
  specSubset,
} from '../../spec.ts';

const CONTENT_DIR = join(process.cwd(), 'industries');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && name !== 'site.yaml')
    .sort()
    .map((name) => join(dir, name));
}

function parseWith<T extends z.ZodType>(schema: T, file: string) {
  return schema.safeParse(parse(readFileSync(file, 'utf8')));
}

const industryFiles = yamlFiles(CONTENT_DIR);
const demoFiles = yamlFiles(join(CONTENT_DIR, 'demos'));
const slugOf = (file: string) => basename(file, '.yaml');

describe('content files', () => {
  it('has a file for each of the ten SPEC industries', () => {
    expect(industryFiles.map(slugOf)).toEqual(expect.arrayContaining(Object.keys(SPEC_INDUSTRY_PATHS)));
  });

  it('has the general demo and both interviews as demo-only files', () => {
    expect(demoFiles.map(slugOf)).toEqual(
      expect.arrayContaining(['general', 'interview-fulfillment', 'interview-sales']),
    );
  });

  it.each(Object.entries(SPEC_INDUSTRY_PATHS))(
    'industries/%s.yaml uses the SPEC landing and demo paths',
    (slug, paths) => {
      const industry = parseWith(IndustrySchema, join(CONTENT_DIR, `${slug}.yaml`)).data;
      expect([industry?.landing.path, industry?.demo.path]).toEqual(paths);
    },
  );
});

describe('the content registry', () => {
  const { registry, problems, warnings } = loadContent({ root: process.cwd() });

  it('loads the real content without a single problem (npm run validate, whose rules these are)', () => {
    expect(formatProblems(problems)).toBe('');
    expect(registry).not.toBeNull();
    // Placeholders of a draft industry may be left; every other warning (the schema line) may not.
    expect(formatProblems(warnings.filter((warning) => !isPlaceholder(warning)))).toBe('');
  });

  it('has all 28 SPEC routes, each once', () => {
    const paths = registry!.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_ROUTES));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds the Industries menu with SPEC labels in SPEC order (other items may sit between)', () => {
    expect(specSubset(registry!.nav.industries, SPEC_INDUSTRIES_MENU)).toEqual(SPEC_INDUSTRIES_MENU);
  });

  it('builds the Demos menu with SPEC labels in SPEC order (other items may sit between)', () => {
    expect(specSubset(registry!.nav.demos, SPEC_DEMOS_MENU)).toEqual(SPEC_DEMOS_MENU);
  });

  it.each(Object.entries(SPEC_FAQ_SIZES))('gives %s a FAQ of %i questions (SPEC §9)', (path, size) => {
    const route = registry!.routes.find((candidate) => candidate.path === path);
    const data = route?.data;
    const faqs = data?.kind === 'landing' ? data.sections.filter((section) => section.type === 'faq') : [];
    expect(faqs.map((section) => section.items.length)).toEqual([size]);
  });

  it('keeps the interviews out of the Demos menu', () => {
    const menuPaths = registry!.nav.demos.map((item) => item.path);
    expect(menuPaths).not.toContain('/interview');
    expect(menuPaths).not.toContain('/interview-sales');
  });

  it('gives /learn-more the simple bar with its About link', () => {
    const learnMore = registry!.routes.find((route) => route.path === '/learn-more');
    expect(learnMore?.navbar).toEqual({ kind: 'simple', showAbout: true });
  });
});
