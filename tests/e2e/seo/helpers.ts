// Shared by the SEO and header tests: the route registry the build prerendered, and each page as a
// crawler sees it (the prerendered HTML parsed by Chromium with JavaScript off).
import type { Browser, Page } from '@playwright/test';
import type { Registry } from '../../../scripts/content-engine/types.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';

function loadRegistry(): Registry {
  const { registry, problems } = loadContent({ root: process.cwd() });
  if (!registry) throw new Error(`Content does not load: ${problems.length} problems`);
  return registry;
}

export const REGISTRY = loadRegistry();
export const ROUTES = REGISTRY.routes;
export const ORIGIN = REGISTRY.site.origin;
export const absolute = (path: string) => `${ORIGIN}${path}`;

/** A JSON-LD node, loosely typed for assertions. */
export type LdNode = Record<string, unknown> & { '@type': string };

export interface CrawledPage {
  status: number;
  headers: Record<string, string>;
  title: string;
  lang: string;
  canonicals: string[];
  /** Meta tags by `name` or `property`. */
  meta: Record<string, string>;
  /** Every JSON-LD block, parsed; a block that does not parse fails the crawl. */
  jsonLd: Array<{ '@context'?: string; '@graph'?: LdNode[] }>;
  /** The page's CSP <meta> policy, and whether it comes right after the charset. */
  cspMeta: string | null;
  cspMetaFollowsCharset: boolean;
  /** Inline <script> elements: their type attribute and text. */
  inlineScripts: Array<{ type: string | null; text: string }>;
  /** The FAQ questions the page shows: the accordion buttons inside question headings. */
  faqQuestions: string[];
}

/** A JavaScript-free browser context that reads pages the way a crawler does. */
export async function openCrawler(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  return {
    async crawl(path: string): Promise<CrawledPage> {
      const response = await page.goto(path);
      if (!response) throw new Error(`${path}: no response`);
      const snapshot = await page.evaluate(() => {
        const cspMeta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
        return {
          title: document.title,
          lang: document.documentElement.lang,
          canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
            (link) => link.getAttribute('href') ?? '',
          ),
          meta: Object.fromEntries(
            [...document.querySelectorAll('meta[name], meta[property]')].map((meta) => [
              meta.getAttribute('name') ?? meta.getAttribute('property'),
              meta.getAttribute('content') ?? '',
            ]),
          ) as Record<string, string>,
          jsonLdTexts: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => script.textContent ?? '',
          ),
          cspMeta: cspMeta?.getAttribute('content') ?? null,
          cspMetaFollowsCharset: !!cspMeta && document.head.firstElementChild?.nextElementSibling === cspMeta,
          inlineScripts: [...document.querySelectorAll('script:not([src])')].map((script) => ({
            type: script.getAttribute('type'),
            text: script.textContent ?? '',
          })),
          faqQuestions: [...document.querySelectorAll<HTMLElement>('main h3 > button[aria-expanded]')].map((button) =>
            button.innerText.trim(),
          ),
        };
      });
      const { jsonLdTexts, ...rest } = snapshot;
      const jsonLd = jsonLdTexts.map((text) => {
        try {
          return JSON.parse(text) as CrawledPage['jsonLd'][number];
        } catch (error) {
          throw new Error(`${path}: a JSON-LD block does not parse: ${String(error)}`);
        }
      });
      return { status: response.status(), headers: response.headers(), jsonLd, ...rest };
    },
    close: () => context.close(),
  };
}

/** The nodes of the page's JSON-LD graph(s) of one type. */
export function nodesOfType(page: CrawledPage, type: string): LdNode[] {
  return page.jsonLd.flatMap((block) => block['@graph'] ?? []).filter((node) => node['@type'] === type);
}

/** Collects CSP refusals from the moment the document starts, before any page script. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const refusals: string[] = [];
    (window as unknown as { __cspRefusals: string[] }).__cspRefusals = refusals;
    document.addEventListener('securitypolicyviolation', (event) =>
      refusals.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspRefusals: string[] }).__cspRefusals);
}

/**
 * Records every audio worklet module the page adds, as "loaded <url>" or "failed <url>" resolved
 * against the page. (Worklet fetches show up neither as Playwright requests nor as resource timings.)
 */
export async function watchWorklets(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const modules: string[] = [];
    (window as unknown as { __worklets: string[] }).__worklets = modules;
    const addModule = AudioWorklet.prototype.addModule;
    AudioWorklet.prototype.addModule = function (this: AudioWorklet, url: string | URL, options?: WorkletOptions) {
      const href = new URL(url, location.href).href;
      return addModule.call(this, url, options).then(
        () => void modules.push(`loaded ${href}`),
        (error: unknown) => {
          modules.push(`failed ${href}`);
          throw error;
        },
      );
    };
  });
  return () => page.evaluate(() => (window as unknown as { __worklets: string[] }).__worklets);
}
