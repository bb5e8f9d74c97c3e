// npm run screenshots
// Full-page PNGs of every route at 390 px (phone) and 1440 px (desktop) into screenshots/ (git-ignored),
// for reviewing the layout by eye. Photographs the production build in dist/ (run `npm run build`
// first), served with the local backend and voice simulator on a free port; SCREENSHOTS_URL=http://…
// photographs a server that is already running instead.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../bench/chromium.ts';
import { loadContent } from '../content-engine/load.ts';
import { createLocalServices, startSiteServer, type SiteServer } from '../local-stack/index.ts';

const WIDTHS = [390, 1440];
const OUT_DIR = 'screenshots';
/** Pages photographed at once; more only makes a small machine slower. */
const PARALLEL = 2;

/** `/` → home, `/real-estate-demo` → real-estate-demo. */
export function shotName(path: string, width: number): string {
  return `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
}

async function photograph(browser: Browser, origin: string, path: string, width: number): Promise<string> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // Hydrated (the router's bootstrap script is gone) and fonts settled, so the picture is the final layout.
    await page.waitForFunction(() => !('$_TSR' in window));
    await page.evaluate(() => document.fonts.ready);
    const file = join(OUT_DIR, shotName(path, width));
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const { registry, problems } = loadContent({ root: process.cwd() });
  if (!registry) throw new Error(`The content has ${problems.length} problems; run npm run validate`);
  if (!process.env.SCREENSHOTS_URL && !existsSync('dist/index.html'))
    throw new Error('No build in dist/; run npm run build first');

  let server: SiteServer | undefined;
  const origin =
    process.env.SCREENSHOTS_URL?.replace(/\/$/, '') ??
    (server = await startSiteServer({
      distDir: 'dist',
      port: 0,
      mounts: await createLocalServices({ dataDir: 'memory://shots' }),
    })).url;

  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const jobs = registry.routes.flatMap((route) => WIDTHS.map((width) => ({ path: route.path, width })));
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const { path, width } = jobs[next++]!;
        console.log(`  ${await photograph(browser, origin, path, width)}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    console.log(`\n${jobs.length} screenshots of ${registry.routes.length} routes in ${OUT_DIR}/`);
  } finally {
    await browser.close();
    await server?.close();
  }
}

await main();
