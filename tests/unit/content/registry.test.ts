import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DemoFileSchema, IndustrySchema } from '../../../schemas/industry.ts';
import { PageSchema } from '../../../schemas/page.ts';
import { SiteSchema } from '../../../schemas/site.ts';
import { loadContent } from '../../../scripts/content/load.ts';
import { formatProblems } from '../../../scripts/content/problem.ts';

/** SPEC §2 route table, word for word. */
const SPEC_ROUTES = [
  '/',
  '/about',
  '/demo',
  '/interview',
  '/interview-sales',
  '/healthcare',
  '/healthcare-demo',
  '/restaurant',
  '/restaurant-demo',
  '/real-estate',
  '/real-estate-demo',
  '/automotive',
  '/automotive-demo',
  '/insurance',
  '/insurance-demo',
  '/ecommerce-retail',
  '/ecommerce-demo',
  '/travel-hospitality',
  '/travel-demo',
  '/telecommunications',
  '/telecommunications-demo',
  '/logistics',
  '/logistics-demo',
  '/trades',
  '/trades-demo',
  '/learn-more',
  '/privacy-policy',
  '/contact-us',
];

/** SPEC §2 Industries dropdown, in order. */
const SPEC_INDUSTRIES_MENU = [
  { label: 'Restaurant', path: '/restaurant' },
  { label: 'Automotive', path: '/automotive' },
  { label: 'Healthcare', path: '/healthcare' },
  { label: 'Real Estate', path: '/real-estate' },
  { label: 'E-commerce & Retail', path: '/ecommerce-retail' },
  { label: 'Insurance', path: '/insurance' },
  { label: 'Logistics', path: '/logistics' },
  { label: 'Telecommunications', path: '/telecommunications' },
  { label: 'Travel & Hospitality', path: '/travel-hospitality' },
  { label: 'Trades', path: '/trades' },
];

/** SPEC §2 Demos dropdown, in order. */
const SPEC_DEMOS_MENU = [
  { label: 'General Demo', path: '/demo' },
  { label: 'Restaurant Demo', path: '/restaurant-demo' },
  { label: 'Automotive Demo', path: '/automotive-demo' },
  { label: 'Healthcare Demo', path: '/healthcare-demo' },
  { label: 'Real Estate Demo', path: '/real-estate-demo' },
  { label: 'E-commerce Demo', path: '/ecommerce-demo' },
  { label: 'Insurance Demo', path: '/insurance-demo' },
  { label: 'Logistics Demo', path: '/logistics-demo' },
  { label: 'Telecommunications Demo', path: '/telecommunications-demo' },
  { label: 'Travel Demo', path: '/travel-demo' },
  { label: 'Trades Demo', path: '/trades-demo' },
];

/** SPEC §2: each industry's landing path and demo path. */
const SPEC_INDUSTRY_PATHS: Record<string, [landing: string, demo: string]> = {
  restaurant: ['/restaurant', '/restaurant-demo'],
  automotive: ['/automotive', '/automotive-demo'],
  healthcare: ['/healthcare', '/healthcare-demo'],
  'real-estate': ['/real-estate', '/real-estate-demo'],
  'ecommerce-retail': ['/ecommerce-retail', '/ecommerce-demo'],
  insurance: ['/insurance', '/insurance-demo'],
  logistics: ['/logistics', '/logistics-demo'],
  telecommunications: ['/telecommunications', '/telecommunications-demo'],
  'travel-hospitality': ['/travel-hospitality', '/travel-demo'],
  trades: ['/trades', '/trades-demo'],
};

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
  it('has exactly the ten SPEC industries', () => {
    expect(industryFiles.map(slugOf).sort()).toEqual(Object.keys(SPEC_INDUSTRY_PATHS).sort());
  });

  it('has the general demo and both interviews as demo-only files', () => {
    expect(demoFiles.map(slugOf)).toEqual(['general', 'interview-fulfillment', 'interview-sales']);
  });

  describe.each(industryFiles.map((file) => [slugOf(file), file]))('industries/%s.yaml', (slug, file) => {
    it('parses with the industry schema', () => {
      const result = parseWith(IndustrySchema, file);
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it('has a slug equal to its file name', () => {
      expect(parseWith(IndustrySchema, file).data?.slug).toBe(slug);
    });

    it('uses the SPEC landing and demo paths', () => {
      const industry = parseWith(IndustrySchema, file).data;
      expect([industry?.landing.path, industry?.demo.path]).toEqual(SPEC_INDUSTRY_PATHS[slug]);
    });

    it('starts with the JSON Schema line editors read', () => {
      expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../schemas/industry.schema.json',
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

  it('has exactly the 28 SPEC routes', () => {
    const paths = registry!.routes.map((route) => route.path);
    expect(paths).toHaveLength(SPEC_ROUTES.length);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('gives every route its data, a title and a description', () => {
    for (const route of registry!.routes) {
      expect(registry!.data[route.key], route.path).toBeDefined();
      expect(route.title.length, route.path).toBeGreaterThan(0);
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
    }
  });

  it('builds the Industries menu in SPEC order with SPEC labels', () => {
    expect(registry!.nav.industries).toEqual(SPEC_INDUSTRIES_MENU);
  });

  it('builds the Demos menu in SPEC order with SPEC labels', () => {
    expect(registry!.nav.demos).toEqual(SPEC_DEMOS_MENU);
  });

  it('keeps the interviews out of the Demos menu', () => {
    const menuPaths = registry!.nav.demos.map((item) => item.path);
    expect(menuPaths).not.toContain('/interview');
    expect(menuPaths).not.toContain('/interview-sales');
  });

  it('gives /learn-more the simple bar with its About link', () => {
    const learnMore = registry!.routes.find((route) => route.path === '/learn-more');
    expect([learnMore?.navbar, learnMore?.simpleNavAbout]).toEqual(['simple', true]);
  });
});
