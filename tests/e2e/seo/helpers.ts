// Shared by the SEO and header tests: the route registry the build prerendered, and the head of a
// page as a crawler sees it (the prerendered HTML, before any script runs).
import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import type { Registry } from '../../../schemas/registry.ts';
import { loadContent } from '../../../scripts/content/load.ts';

function loadRegistry(): Registry {
  const { registry, problems } = loadContent({ root: process.cwd() });
  if (!registry) throw new Error(`Content does not load: ${problems.length} problems`);
  return registry;
}

export const REGISTRY = loadRegistry();
export const ROUTES = REGISTRY.routes;
export const ORIGIN = REGISTRY.site.origin;

/** A JSON-LD node, loosely typed for assertions. */
export type LdNode = Record<string, unknown> & { '@type': string };

export interface CrawledPage {
  status: number;
  headers: Record<string, string>;
  html: string;
  document: Document;
  /** Every JSON-LD block, parsed; a block that does not parse fails the fetch. */
  jsonLd: Array<{ '@context'?: string; '@graph'?: LdNode[] }>;
  meta(selector: string): string | null;
}

/** Fetches a path the way a crawler does: raw HTML, no JavaScript. */
export async function crawl(request: APIRequestContext, path: string): Promise<CrawledPage> {
  const response = await request.get(path);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
    try {
      return JSON.parse(script.textContent ?? '') as CrawledPage['jsonLd'][number];
    } catch (error) {
      throw new Error(`${path}: a JSON-LD block does not parse: ${String(error)}`);
    }
  });
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    document,
    jsonLd,
    meta: (selector) => document.querySelector(selector)?.getAttribute('content') ?? null,
  };
}

/** The nodes of the page's JSON-LD graph(s) of one type. */
export function nodesOfType(page: CrawledPage, type: string): LdNode[] {
  return page.jsonLd.flatMap((block) => block['@graph'] ?? []).filter((node) => node['@type'] === type);
}

export const absolute = (path: string) => `${ORIGIN}${path}`;
