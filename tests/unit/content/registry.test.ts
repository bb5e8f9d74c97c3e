import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DemoFileSchema, IndustrySchema } from '../../../schemas/industry.ts';
import { PageSchema } from '../../../schemas/page.ts';
import { SiteSchema } from '../../../schemas/site.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
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
const pageFiles = yamlFiles(join(CONTENT_DIR, 'pages'));
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

  describe.each(industryFiles.map((file) => [slugOf(file), file]))('industries/%s.yaml', (slug, file) => {
    it('parses with the industry schema', () => {
      const result = parseWith(IndustrySchema, file);
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it('has a slug equal to its file name', () => {
      expect(parseWith(IndustrySchema, file).data?.slug).toBe(slug);
    });

    it('starts with the JSON Schema line editors read', () => {
      expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../schemas/generated/industry.schema.json',
      );
    });
  });

  describe.each(demoFiles.map((file) => [slugOf(file), file]))('industries/demos/%s.yaml', (slug, file) => {
    it('parses with the demo schema and its slug equals its file name', () => {
      const result = parseWith(DemoFileSchema, file);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.data?.slug).toBe(slug);
    });
  });

  describe.each(pageFiles.map((file) => [slugOf(file), file]))('industries/pages/%s.yaml', (slug, file) => {
    it('parses with the page schema and its slug equals its file name', () => {
      const result = parseWith(PageSchema, file);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(result.data?.slug).toBe(slug);
    });
  });

  it('has site settings that parse with the site schema', () => {
    const result = parseWith(SiteSchema, join(CONTENT_DIR, 'site.yaml'));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('the content registry', () => {
  const { registry, problems } = loadContent({ root: process.cwd() });

  it('loads the real content without a single problem', () => {
    expect(formatProblems(problems)).toBe('');
    expect(registry).not.toBeNull();
  });

  it('has all 28 SPEC routes, each once', () => {
    const paths = registry!.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_ROUTES));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route its data, with a title and a description in its head', () => {
    for (const route of registry!.routes) {
      expect(route.data.kind, route.path).toBe(route.kind);
      expect(route.data.head.title.length, route.path).toBeGreaterThan(0);
      expect(route.data.head.description.length, route.path).toBeGreaterThanOrEqual(50);
    }
  });

  it('keeps title and description in the head only, not again in a flow', () => {
    for (const route of registry!.routes) {
      if (route.kind !== 'demo') continue;
      expect(Object.keys(route.data.demo), route.path).not.toContain('title');
      expect(Object.keys(route.data.demo), route.path).not.toContain('description');
    }
  });

  it('marks the pages whose sections open the Book a Demo dialog, /about among them', () => {
    const hosts = registry!.routes.flatMap((route) =>
      route.kind === 'page' && route.data.hostsBookDemo ? [route.path] : [],
    );
    expect(hosts).toContain('/about');
    for (const route of registry!.routes) {
      if (route.kind !== 'page') continue;
      expect(route.data.hostsBookDemo, route.path).toBe(
        JSON.stringify(route.data.sections).includes('"action:book-demo"'),
      );
    }
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
