import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../shared/headers.ts';
import { launchBrowser } from './browser.ts';
import { DistAssets } from './static-bytes.ts';

/** What the home page of one build costs a visitor. */
export interface HomeCost {
  htmlRaw: number;
  htmlGzip: number;
  /** JS the page loads once painted: the entry, its preloads and their static imports (gzip). */
  initialJs: number;
  /** JS fetched after that, while the page hydrates and settles (lazy menus, route table…), gzip. */
  lazyJs: number;
  lazyFiles: string[];
  /** Elements in the hydrated document, as Lighthouse's DOM size counts them. */
  domNodes: number;
}

/**
 * Serves `distDir` with compression and the production headers, loads `/` in Chromium (mobile
 * viewport), waits for hydration and the network to settle, and counts what it fetched and its DOM.
 */
export async function measureHome(distDir: string): Promise<HomeCost> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = new DistAssets(distDir);
  const initial = assets.pageBytes(html);
  const initialFiles = new Set(initial.jsFiles);
  const { startSiteServer } = await import('../local-stack/index.ts');
  const server = await startSiteServer({ distDir, port: 0, headers: SECURITY_HEADERS });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.url && url.pathname.endsWith('.js')) fetched.add(url.pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    await context.close();
    const lazyFiles = [...fetched].filter((file) => !initialFiles.has(file)).sort();
    return {
      htmlRaw: Buffer.byteLength(html),
      htmlGzip: gzipSync(html, { level: 9 }).length,
      initialJs: initial.jsGzip,
      lazyJs: lazyFiles.reduce((sum, file) => sum + assets.gzip(file), 0),
      lazyFiles,
      domNodes,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
