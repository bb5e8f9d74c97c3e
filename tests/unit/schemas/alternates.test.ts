import { everyRoute } from '../../../schemas/routes.ts';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../scripts/build/sitemap.ts';
import { ogLocaleAlternates } from '../../../src/seo/languageTags.ts';
import { routeSeo } from '../../../src/seo/routeSeo.ts';
import { alternateProblems } from '../support/alternates.ts';
import { checkFixture } from '../support/i18n.ts';

describe('language alternates', () => {
  const registry = checkFixture().registry!;
  const route = (path: string) => everyRoute(registry).find((candidate) => candidate.path === path)!;

  it('point, from every published page, at pages that exist, in their language, which point back', () => {
    expect(alternateProblems(registry)).toEqual([]);
  });

  it('catches an alternate that does not point back', () => {
    const broken = structuredClone(registry);
    everyRoute(broken).find((candidate) => candidate.path === '/es/bakery')!.data.language!.versions.en = '/nowhere';
    expect(alternateProblems(broken)).toContain('/es/bakery: the en alternate /nowhere is no page');
  });

  it('writes hreflang links both ways with x-default, og:locale and the canonical of the language', () => {
    const es = route('/es/bakery');
    const head = routeSeo(es.data.language!.site!, es.path, es.data);
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://www.acme.example/es/bakery' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://www.acme.example/bakery' },
      { rel: 'alternate', hrefLang: 'es', href: 'https://www.acme.example/es/bakery' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://www.acme.example/bakery' },
    ]);
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'es_ES' });
    // Repeated once per other language: the Document writes them (the router keeps one meta per property).
    expect(ogLocaleAlternates(route('/ar').data.language)).toEqual(['en_US', 'es_ES']);
    const english = route('/bakery');
    expect(routeSeo(registry.site, english.path, english.data).links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'es',
      href: 'https://www.acme.example/es/bakery',
    });
  });

  it('lists each page once in the sitemap, with every version as an xhtml:link alternate', () => {
    const xml = sitemapXml(registry.site.origin, registry.routes);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://www.acme.example/bakery</loc>\n' +
        '    <xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="en" href="https://www.acme.example/bakery"/>\n' +
        '    <xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="es" href="https://www.acme.example/es/bakery"/>\n' +
        '    <xhtml:link xmlns:xhtml="http://www.w3.org/1999/xhtml" rel="alternate" hreflang="x-default" href="https://www.acme.example/bakery"/>\n' +
        '  </url>',
    );
    expect(xml).not.toContain('<loc>https://www.acme.example/es/bakery</loc>');
  });

  it('gives the FAQ and the page JSON-LD in the language of the page', () => {
    const es = route('/es/bakery');
    const graph = JSON.parse(routeSeo(es.data.language!.site!, es.path, es.data).scripts[0]!.children) as {
      '@graph': Array<Record<string, unknown>>;
    };
    expect(graph['@graph'][0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'es' });
    const faq = graph['@graph'].find((node) => node['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.every((question) => question.name.startsWith('ES '))).toBe(true);
  });

  it('leads the links of a translated page to translated pages and marks the others with their language', () => {
    const ar = route('/ar');
    expect(ar.data.language!.menus!.industries.items).toEqual([
      { label: 'Bakery', path: '/bakery', lang: 'en', note: 'AR in English' },
    ]);
    const es = route('/es/bakery');
    expect(JSON.stringify(es.data)).toContain('"href":"/es/bakery-demo"');
    expect(es.data.language!.site!.navbar.home.href).toBe('/es');
  });
});
