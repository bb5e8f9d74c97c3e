import { describe, expect, it } from 'vitest';
import { loaders, routes as routeTable } from 'virtual:content/routes';
import type { LandingData, RouteEntry } from '../../../scripts/content-engine/types.ts';
import { SiteSchema, type Site } from '../../../schemas/site.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { headFor } from '../../../src/router/head.ts';
import { faqEntriesOf, routeSeo, serializeJsonLd, structuredData } from '../../../src/seo/index.ts';
import { fixtureSite } from '../fixture-site.ts';

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
if (!registry) throw new Error('The real content does not load');
const { site, routes } = registry;

const entryAt = (path: string) => routes.find((route) => route.path === path)!;
const seoAt = (path: string) => routeSeo(site, path, entryAt(path).data);
const graphAt = (path: string) =>
  JSON.parse(seoAt(path).scripts[0]!.children) as { '@context': string; '@graph': Array<Record<string, unknown>> };
const typesAt = (path: string) => graphAt(path)['@graph'].map((node) => node['@type']);

const SITE: Site = SiteSchema.parse({
  brand: { name: 'Acme', tagline: 'Voice agents for everyone' },
  origin: 'https://acme.example',
  contactEmail: 'hi@acme.example',
  schedulingUrl: 'https://cal.example/acme',
  footerLine: 'Made somewhere',
});
const LANDING_DATA: LandingData = {
  kind: 'landing',
  slug: 'bakery',
  head: {
    title: 'Bakeries | Acme',
    description: 'Voice agents for bakeries.',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Bakery', path: '/bakery' },
    ],
  },
  sections: [],
};

describe('routeSeo', () => {
  it('gives every route its title, description, canonical and social tags from the registry', () => {
    for (const route of routes) {
      const seo = routeSeo(site, route.path, route.data);
      const canonical = `${site.origin}${route.path}`;
      expect(seo.meta).toContainEqual({ title: route.data.head.title });
      expect(seo.meta).toContainEqual({ name: 'description', content: route.data.head.description });
      expect(seo.links).toEqual([{ rel: 'canonical', href: canonical }]);
      expect(seo.meta).toContainEqual({ property: 'og:url', content: canonical });
      expect(seo.meta).toContainEqual({ property: 'og:image', content: `${site.origin}/og-default.png` });
      expect(seo.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    }
  });

  it('keeps the home page canonical with its trailing slash', () => {
    expect(seoAt('/').links).toEqual([{ rel: 'canonical', href: 'https://www.harbourline.ai/' }]);
  });

  it('takes brand, origin and image size from the site settings', () => {
    const seo = routeSeo(SITE, '/bakery', LANDING_DATA);
    expect(seo.meta).toEqual(
      expect.arrayContaining([
        { property: 'og:site_name', content: 'Acme' },
        { property: 'og:image', content: 'https://acme.example/og-default.png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Acme: Voice agents for everyone' },
        { name: 'twitter:image', content: 'https://acme.example/og-default.png' },
      ]),
    );
  });

  it('writes one JSON-LD block of type application/ld+json that parses', () => {
    for (const route of routes) {
      const { scripts } = routeSeo(site, route.path, route.data);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]!.type).toBe('application/ld+json');
      expect(JSON.parse(scripts[0]!.children)).toMatchObject({ '@context': 'https://schema.org' });
    }
  });
});

describe('structuredData', () => {
  it('puts the Organization and WebSite on the home page only', () => {
    expect(typesAt('/')).toEqual(['WebPage', 'WebSite', 'Organization']);
    for (const route of routes.filter((candidate) => candidate.path !== '/')) {
      expect(typesAt(route.path)).not.toContain('Organization');
    }
    expect(graphAt('/')['@graph'][2]).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.harbourline.ai/#organization',
      name: 'Harbourline',
      description: site.brand.tagline,
      url: 'https://www.harbourline.ai/',
      logo: 'https://www.harbourline.ai/favicon.svg',
      email: site.contactEmail,
      contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: site.contactEmail },
    });
  });

  it('adds an FAQPage with the questions and answers of every FAQ section, in page order', () => {
    const withFaq = routes.filter((route) => faqEntriesOf(route.data).length > 0);
    expect(withFaq.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/healthcare', '/automotive', '/logistics']),
    );
    for (const route of routes) {
      const entries = faqEntriesOf(route.data);
      const faq = graphAt(route.path)['@graph'].find((node) => node['@type'] === 'FAQPage');
      if (entries.length === 0) {
        expect(faq, route.path).toBeUndefined();
        continue;
      }
      expect(faq).toEqual({
        '@type': 'FAQPage',
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      });
    }
  });

  it('reads the FAQ from the same section data the page renders', () => {
    const healthcare = entryAt('/healthcare').data;
    if (healthcare.kind !== 'landing') throw new Error('/healthcare is not a landing page');
    const section = healthcare.sections.find((candidate) => candidate.type === 'faq');
    expect(faqEntriesOf(healthcare).map((entry) => entry.question)).toEqual(
      section?.type === 'faq' ? section.items.map((item) => item.question) : [],
    );
    expect(faqEntriesOf(healthcare)).toHaveLength(6);
  });

  it('names the page with the title and description of its data', () => {
    const webPage = structuredData(site, '/bakery', LANDING_DATA)[0];
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      name: 'Bakeries | Acme',
      description: 'Voice agents for bakeries.',
    });
  });
});

describe('breadcrumbs', () => {
  const crumbsAt = (path: string) => entryAt(path).data.head.breadcrumbs;

  it('gives a landing page Home › Industry', () => {
    expect(crumbsAt('/healthcare')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Healthcare', path: '/healthcare' },
    ]);
  });

  it('gives an industry demo Home › Industry › Demo, through its landing page', () => {
    expect(crumbsAt('/ecommerce-demo')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'E-commerce & Retail', path: '/ecommerce-retail' },
      { name: 'E-commerce & Retail Demo', path: '/ecommerce-demo' },
    ]);
  });

  it('gives the general demo, the interviews and fixed pages no trail', () => {
    for (const path of ['/demo', '/interview', '/interview-sales', '/about', '/', '/contact-us']) {
      expect(crumbsAt(path), path).toBeUndefined();
      expect(typesAt(path), path).not.toContain('BreadcrumbList');
    }
  });

  it('writes positions from 1 and absolute addresses', () => {
    const list = graphAt('/healthcare-demo')['@graph'].find((node) => node['@type'] === 'BreadcrumbList');
    expect(list).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.harbourline.ai/' },
        { '@type': 'ListItem', position: 2, name: 'Healthcare', item: 'https://www.harbourline.ai/healthcare' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Healthcare Demo',
          item: 'https://www.harbourline.ai/healthcare-demo',
        },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element early, and still parses to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toBe(
      '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028"}',
    );
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('titles and descriptions', () => {
  it('are unique across the site', () => {
    expect(new Set(routes.map((route) => route.data.head.title)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.data.head.description)).size).toBe(routes.length);
  });
});

describe('the route table module', () => {
  it('holds only what routing and the navbar need; each route loads its data, the head included', async () => {
    expect(routeTable.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    for (const route of routeTable) {
      const entry: RouteEntry = entryAt(route.path);
      expect(route).toEqual({ path: entry.path, kind: entry.kind, navbar: entry.navbar });
      const loaded = await loaders[route.kind][route.path]!();
      expect(loaded, route.path).toEqual(entry.data);
      expect(headFor(route.path, loaded)).toEqual(routeSeo(site, entry.path, entry.data));
    }
  });

  it('has a loader for each route under its own kind only', () => {
    const byKind: Array<Record<string, unknown>> = Object.values(loaders);
    const loaderCount = byKind.reduce((sum, byPath) => sum + Object.keys(byPath).length, 0);
    expect(loaderCount).toBe(routes.length);
    for (const route of routes) expect(Object.keys(loaders[route.kind]), route.path).toContain(route.path);
  });

  it('gives the tab the brand name when the route data failed to load', () => {
    expect(headFor('/healthcare', undefined)).toEqual({ meta: [{ title: site.brand.name }] });
  });
});
