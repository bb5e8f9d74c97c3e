import type { BrowserSite } from '../../schemas/site.ts';
import type { RouteData } from '../../schemas/routes.ts';
import { faqEntriesOf } from './faq.ts';
import {
  breadcrumbNode,
  faqPageNode,
  jsonLdGraph,
  serializeJsonLd,
  organizationNode,
  webPageNode,
  websiteNode,
  type JsonLdNode,
} from './jsonLd.ts';
import { absoluteUrl, SOCIAL_IMAGE } from '../../schemas/seo.ts';
import { languageTags } from './languageTags.ts';

/** A head tag as TanStack Router's `head()` takes it. */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface RouteSeo {
  meta: MetaTag[];
  links: Array<{ rel: string; href: string; hrefLang?: string }>;
  /** The JSON-LD block, already serialised for a `<script type="application/ld+json">`. */
  scripts: Array<{ type: 'application/ld+json'; children: string }>;
}

/**
 * Everything search engines and social networks read from a route's head: title, description,
 * canonical, Open Graph and Twitter tags with the shared image, and one JSON-LD graph (the page,
 * plus the Organization on the home page, the FAQ on pages with one, the breadcrumb trail on
 * industry pages). `data` is the route's loader data: title, description and breadcrumbs come from
 * its `head`, the FAQ from its sections.
 */
export function routeSeo(site: BrowserSite, path: string, data: RouteData): RouteSeo {
  const { title, description } = data.head;
  const canonical = absoluteUrl(site.origin, path);
  const image = absoluteUrl(site.origin, SOCIAL_IMAGE.path);
  const imageAlt = `${site.brand.name}: ${site.brand.tagline}`;
  const languages = languageTags(site, data.language);
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
      ...languages.meta,
    ],
    links: [{ rel: 'canonical', href: canonical }, ...languages.links],
    scripts: [
      { type: 'application/ld+json', children: serializeJsonLd(jsonLdGraph(structuredData(site, path, data))) },
    ],
  };
}

/** The JSON-LD nodes of one route. */
export function structuredData(site: BrowserSite, path: string, data: RouteData): JsonLdNode[] {
  const { title, description, breadcrumbs } = data.head;
  const inLanguage = data.language?.code ?? 'en';
  const nodes: JsonLdNode[] = [webPageNode(site, { title, description, path, inLanguage })];
  if (path === '/' || path === data.language?.homes[inLanguage])
    nodes.push(websiteNode(site, inLanguage), organizationNode(site));
  const faq = faqEntriesOf(data);
  if (faq.length > 0) nodes.push(faqPageNode(faq));
  if (breadcrumbs) nodes.push(breadcrumbNode(site, breadcrumbs));
  return nodes;
}
