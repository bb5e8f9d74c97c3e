import type { BrowserSite } from '../../schemas/site.ts';
import type { Crumb } from '../../schemas/routes.ts';
import type { FaqEntry } from './faq.ts';
import { absoluteUrl } from '../../schemas/seo.ts';

/** A schema.org node as it goes into a JSON-LD `@graph`. */
export type JsonLdNode = { '@type': string; '@id'?: string } & Record<string, unknown>;

/** The stable `@id` of the company, so every page's graph points at the same Organization. */
export const organizationId = (site: BrowserSite) => `${absoluteUrl(site.origin, '/')}#organization`;
const websiteId = (site: BrowserSite) => `${absoluteUrl(site.origin, '/')}#website`;

/** The company: name, address, logo and contact, from the site settings. */
export function organizationNode(site: BrowserSite): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brand.name,
    description: site.brand.tagline,
    url: absoluteUrl(site.origin, '/'),
    logo: absoluteUrl(site.origin, '/favicon.svg'),
    email: site.contactEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: site.contactEmail },
  };
}

/** The site as a whole, published by the company. */
export function websiteNode(site: BrowserSite, inLanguage = 'en'): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.brand.name,
    url: absoluteUrl(site.origin, '/'),
    inLanguage,
    publisher: { '@id': organizationId(site) },
  };
}

/** The page itself, part of the site. */
export function webPageNode(
  site: BrowserSite,
  page: { title: string; description: string; path: string; inLanguage?: string },
): JsonLdNode {
  const url = absoluteUrl(site.origin, page.path);
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.inLanguage ?? 'en',
    isPartOf: { '@id': websiteId(site) },
  };
}

/** The questions of the page's FAQ sections, word for word. */
export function faqPageNode(entries: FaqEntry[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** The trail from the home page to this page; positions count from 1. */
export function breadcrumbNode(site: BrowserSite, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  };
}

/** One JSON-LD document holding several nodes. */
export function jsonLdGraph(nodes: JsonLdNode[]): { '@context': 'https://schema.org'; '@graph': JsonLdNode[] } {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` become `\u003c`-style escapes, so
 * copy containing `</script>` cannot end the element early, and the JSON still parses to the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}
