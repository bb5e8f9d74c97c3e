import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateIndustries } from '../../../../scripts/bench/scale.ts';
import { robotsTxt, sitemapXml } from '../../../../scripts/build/sitemap.ts';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { fixtureSite } from '../../fixture-site.ts';

describe('sitemapXml', () => {
  it('lists every route as an absolute address, and nothing else', () => {
    expect(sitemapXml('https://acme.example', [{ path: '/' }, { path: '/bakery' }, { path: '/bakery-demo' }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://acme.example/</loc></url>',
        '  <url><loc>https://acme.example/bakery</loc></url>',
        '  <url><loc>https://acme.example/bakery-demo</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml('https://a.example', [{ path: '/a&b' }])).toContain('<loc>https://a.example/a&amp;b</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://acme.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://acme.example/sitemap.xml\n',
    );
  });
});

describe('a new industry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seo-new-industry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('appears in the sitemap with both its pages and no code change', () => {
    const real = loadContent({ root: process.cwd(), contentDir: fixtureSite() }).registry!;
    generateIndustries(fixtureSite(), dir, real.nav.industries.length + 1);
    const { registry, problems } = loadContent({ root: process.cwd(), contentDir: dir });
    expect(problems).toEqual([]);
    const added = registry!.routes.filter((route) => !real.routes.some((known) => known.path === route.path));
    expect(added.map((route) => route.kind).toSorted()).toEqual(['demo', 'landing']);
    const xml = sitemapXml(registry!.site.origin, registry!.routes);
    for (const route of added) expect(xml).toContain(`<loc>${registry!.site.origin}${route.path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(real.routes.length + 2);
  });
});
