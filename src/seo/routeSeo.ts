import type { RouteData, RouteTableEntry } from '../../schemas/registry.ts';
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

/** The route fields the head needs from the route table; everything else comes from its data. */
export type SeoRoute = Pick<RouteTableEntry, 'path'>;

/**
 * Everything search engines and social networks read from a route's head: title, description,
 * canonical, Open Graph and Twitter tags with the shared image, and one JSON-LD graph (the page,
 * plus the Organization on the home page, the FAQ on pages with one, the breadcrumb trail on
 * industry pages). `data` is the route's loader data: title, description, FAQ and breadcrumb names
 * come from it, so the route table in the entry bundle carries none of them.
 */
export function routeSeo(site: Site, route: SeoRoute, data: RouteData): RouteSeo {
  const { title, description } = headTextOf(data);
  const canonical = absoluteUrl(site.origin, route.path);
  const image = absoluteUrl(site.origin, SOCIAL_IMAGE.path);
  const imageAlt = `${site.brand.name}: ${site.brand.tagline}`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.brand.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: SOCIAL_IMAGE.type },
      { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
      { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
    links: [{ rel: 'canonical', href: canonical }],
    scripts: [
      { type: 'application/ld+json', children: serializeJsonLd(jsonLdGraph(structuredData(site, route, data))) },
    ],
  };
}

/** The page <title> and meta description, from wherever the route's data keeps them. */
export function headTextOf(data: RouteData): { title: string; description: string } {
  const { title, description } = data.kind === 'page' ? data.page : data.kind === 'demo' ? data.demo : data;
  return { title, description };
}

/** The JSON-LD nodes of one route. */
export function structuredData(site: Site, route: SeoRoute, data: RouteData): JsonLdNode[] {
  const nodes: JsonLdNode[] = [webPageNode(site, { ...headTextOf(data), path: route.path })];
  if (route.path === '/') nodes.push(websiteNode(site), organizationNode(site));
  const faq = faqEntriesOf(data);
  if (faq.length > 0) nodes.push(faqPageNode(faq));
  const crumbs = breadcrumbsFor(route, data);
  if (crumbs) nodes.push(breadcrumbNode(site, crumbs));
  return nodes;
}

/** Industry pages only: Home › Industry for a landing page, Home › Industry › Demo for its demo. */
export function breadcrumbsFor(route: SeoRoute, data: RouteData): Crumb[] | undefined {
  const home: Crumb = { name: 'Home', path: '/' };
  if (data.kind === 'landing') return [home, { name: data.name, path: route.path }];
  if (data.kind === 'demo' && data.landingPath) {
    return [home, { name: data.name, path: data.landingPath }, { name: `${data.name} Demo`, path: route.path }];
  }
  return undefined;
}
