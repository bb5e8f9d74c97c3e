import type { RouteData, RouteEntry } from '../../schemas/registry.ts';
import type { Site } from '../../schemas/site.ts';
import { faqEntriesOf } from './faq.ts';
import {
  breadcrumbNode,
  faqPageNode,
  jsonLdGraph,
  serializeJsonLd,
  organizationNode,
  webPageNode,
  websiteNode,
  type Crumb,
  type JsonLdNode,
} from './jsonLd.ts';
import { SOCIAL_IMAGE } from './socialImage.ts';
import { absoluteUrl } from './urls.ts';

/** A head tag as TanStack Router's `head()` takes it. */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface RouteSeo {
  meta: MetaTag[];
  links: Array<{ rel: string; href: string }>;
  /** The JSON-LD block, already serialised for a `<script type="application/ld+json">`. */
  scripts: Array<{ type: 'application/ld+json'; children: string }>;
}

/**
 * Everything search engines and social networks read from a route's head: title, description,
 * canonical, Open Graph and Twitter tags with the shared image, and one JSON-LD graph (the page,
 * plus the Organization on the home page, the FAQ on pages with one, the breadcrumb trail on
 * industry pages). `data` is the route's loader data; without it the FAQ and demo breadcrumbs are left out.
 */
export function routeSeo(site: Site, entry: RouteEntry, data?: RouteData): RouteSeo {
  const canonical = absoluteUrl(site.origin, entry.path);
  const image = absoluteUrl(site.origin, SOCIAL_IMAGE.path);
  const imageAlt = `${site.brand.name}: ${site.brand.tagline}`;
  return {
    meta: [
      { title: entry.title },
      { name: 'description', content: entry.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.brand.name },
      { property: 'og:title', content: entry.title },
      { property: 'og:description', content: entry.description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: SOCIAL_IMAGE.type },
      { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
      { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: entry.title },
      { name: 'twitter:description', content: entry.description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links: [{ rel: 'canonical', href: canonical }],
    scripts: [
      { type: 'application/ld+json', children: serializeJsonLd(jsonLdGraph(structuredData(site, entry, data))) },
    ],
  };
}

/** The JSON-LD nodes of one route. */
export function structuredData(site: Site, entry: RouteEntry, data?: RouteData): JsonLdNode[] {
  const nodes: JsonLdNode[] = [webPageNode(site, entry)];
  if (entry.path === '/') nodes.push(websiteNode(site), organizationNode(site));
  const faq = faqEntriesOf(data);
  if (faq.length > 0) nodes.push(faqPageNode(faq));
  const crumbs = breadcrumbsFor(entry, data);
  if (crumbs) nodes.push(breadcrumbNode(site, crumbs));
  return nodes;
}

/** Industry pages only: Home › Industry for a landing page, Home › Industry › Demo for its demo. */
export function breadcrumbsFor(entry: RouteEntry, data?: RouteData): Crumb[] | undefined {
  const home: Crumb = { name: 'Home', path: '/' };
  if (entry.kind === 'landing') return [home, { name: entry.name, path: entry.path }];
  if (entry.kind === 'demo' && data?.kind === 'demo' && data.landingPath) {
    return [home, { name: entry.name, path: data.landingPath }, { name: `${entry.name} Demo`, path: entry.path }];
  }
  return undefined;
}
