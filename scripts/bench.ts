// npm run bench: builds, serves the site with compression and the production headers, and prints what
// each route costs. Flags: --bytes-only (the deterministic byte budgets, for CI), --no-build (use dist/),
// --runs=N (Lighthouse runs per route, median kept; default 3), --scale=N (generated industries; default
// 100; 0 skips), --lighthouse=/a,/b (routes to audit). Exits 1 when a budget is broken.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Registry, RouteEntry } from '../schemas/registry.ts';
import { BUDGETS, isLandingPage, type Violation } from './bench/budgets.ts';
import { launchBrowser, loadPage } from './bench/browser.ts';
import { kB, ms, seconds, table } from './bench/format.ts';
import { runLighthouse, type LighthouseResult } from './bench/lighthouse.ts';
import { scratchProject, timeNpm } from './bench/scale.ts';
import { DistAssets } from './bench/static-bytes.ts';
import { htmlFileFor } from './build/prerender.ts';
import { loadContent } from './content-engine/load.ts';
import { SECURITY_HEADERS } from './server/headers.ts';
import { startSiteServer } from './server/site-server.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const bytesOnly = flag('bytes-only');
const runs = Number(option('runs') ?? 3);
const scaleTo = bytesOnly ? 0 : Number(option('scale') ?? 100);
const root = process.cwd();
const log = (line: string) => console.error(line);

const { registry } = loadContent({ root });
if (!registry) throw new Error('The content has problems; run npm run validate');
const { routes, nav } = registry;
const violations: Violation[] = [];
const fail = (route: string, budget: string, actual: string) => violations.push({ route, budget, actual });

let buildMs: number | undefined;
if (!flag('no-build')) {
  log('Building…');
  buildMs = timeNpm(root, ['build']).ms;
} else if (!existsSync('dist/index.html')) {
  throw new Error('dist/ has no build; run npm run build or leave out --no-build');
}

const server = await startSiteServer({ distDir: 'dist', port: 0, headers: SECURITY_HEADERS });
const assets = new DistAssets('dist');
try {
  // Every route: initial bytes from the HTML, and what a real browser fetches while loading it.
  log(`Loading ${routes.length} routes in Chromium…`);
  const browser = await launchBrowser();
  const rows: Array<Array<string | number>> = [];
  for (const route of routes) {
    const bytes = assets.pageBytes(readFileSync(htmlFileFor('dist', route.path), 'utf8'));
    const load = await loadPage(browser, server.url + route.path);
    const sdkFetched = [...new Set(load.requested.filter((path) => assets.voiceSdkFiles.has(path)))];
    const sdkFetchedGzip = sdkFetched.reduce((sum, file) => sum + assets.gzip(file), 0);
    rows.push([
      route.path,
      route.kind,
      kB(bytes.jsGzip),
      kB(bytes.inlineCssGzip),
      kB(bytes.cssFileGzip),
      bytes.voiceSdkGzip ? kB(bytes.voiceSdkGzip) : '-',
      sdkFetched.length ? `yes (${kB(sdkFetchedGzip)})` : 'no',
      load.errors.length,
    ]);
    if (isLandingPage(route) && bytes.jsGzip > BUDGETS.initialJsGzipBytes) {
      fail(route.path, `initial JS ≤ ${kB(BUDGETS.initialJsGzipBytes)} gzip`, kB(bytes.jsGzip));
    }
    if (route.kind !== 'demo' && bytes.voiceSdkGzip + sdkFetchedGzip > BUDGETS.voiceSdkBytesOffDemo) {
      fail(route.path, '0 voice-SDK bytes off demo pages', kB(bytes.voiceSdkGzip + sdkFetchedGzip));
    }
    for (const error of load.errors) fail(route.path, 'no console errors or CSP refusals on load', error.slice(0, 160));
  }
  await browser.close();
  console.log(
    '\nPer route (gzip; initial JS = the entry, its preloads and their static imports, all fetched after the first paint)\n',
  );
  console.log(
    table(['Route', 'Kind', 'Initial JS', 'Inline CSS', 'CSS file', 'SDK in initial', 'SDK requested', 'Errors'], rows),
  );

  if (!bytesOnly) {
    const audited =
      option('lighthouse')?.split(',') ??
      defaultAuditRoutes(
        routes,
        registry.data,
        nav.industries.map((item) => item.path),
      );
    log(`Lighthouse (mobile preset, ${runs} run${runs === 1 ? '' : 's'} per route, median kept)…`);
    const loadBefore = loadavg()[0]!;
    const results = await runLighthouse(
      audited.map((path) => server.url + path),
      runs,
      log,
    );
    const lighthouseRows = audited.map((path) => {
      const result = results.get(server.url + path)!;
      checkLighthouse(
        routes.find((route) => route.path === path),
        path,
        result,
      );
      return [
        path,
        result.performance,
        result.accessibility,
        result.bestPractices,
        result.seo,
        ms(result.fcpMs),
        ms(result.lcpMs),
        ms(result.tbtMs),
        result.cls.toFixed(3),
      ];
    });
    // Lighthouse's simulated CPU slowdown multiplies the CPU time observed here, so other work on the
    // machine inflates TBT, FCP and LCP; the load average says how quiet it was.
    console.log(
      `\nLighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown; ${availableParallelism()} CPU cores, ` +
        `load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after)\n`,
    );
    console.log(table(['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], lighthouseRows));
    for (const path of audited)
      for (const failure of results.get(server.url + path)!.failures) console.log(`  ${path}: ${failure}`);
  }
} finally {
  await server.close();
}

if (scaleTo > 0) {
  log('Timing validate and build at 10 and generated industries…');
  const industries = registry.nav.industries.length;
  const validateReal = timeNpm(root, ['validate']).ms;
  const homeJs = (dir: string) =>
    kB(new DistAssets(`${dir}/dist`).pageBytes(readFileSync(`${dir}/dist/index.html`, 'utf8')).jsGzip);
  const scratch = scratchProject(root, scaleTo);
  try {
    const validateScaled = timeNpm(root, ['validate', '--', `${scratch.dir}/industries`]).ms;
    const buildScaled = timeNpm(scratch.dir, ['build']).ms;
    const scaledRoutes = loadContent({ root: scratch.dir }).registry?.routes.length ?? 0;
    console.log('\nCost as content grows (wall clock, including npm and tsx start-up)\n');
    console.log(
      table(
        ['Content', 'Industries', 'Routes', 'npm run validate', 'npm run build', 'Home initial JS'],
        [
          [
            'real',
            industries,
            routes.length,
            seconds(validateReal),
            buildMs === undefined ? '-' : seconds(buildMs),
            homeJs(root),
          ],
          ['generated', scaleTo, scaledRoutes, seconds(validateScaled), seconds(buildScaled), homeJs(scratch.dir)],
        ],
      ),
    );
  } finally {
    scratch.remove();
  }
}

console.log(
  `\nBudgets: initial JS ≤ ${kB(BUDGETS.initialJsGzipBytes)} gzip on landing pages; 0 voice-SDK bytes off demo pages` +
    (bytesOnly
      ? ' (byte budgets only)'
      : `; Lighthouse Performance ≥ ${BUDGETS.performance}, Accessibility/Best Practices/SEO = 100; LCP ≤ ${ms(BUDGETS.lcpMs)} on landing pages; CLS ≤ ${BUDGETS.cls}`),
);
if (violations.length === 0) {
  console.log('All budgets met.');
} else {
  console.log(`\n${violations.length} budget${violations.length === 1 ? '' : 's'} broken:\n`);
  console.log(
    table(
      ['Route', 'Budget', 'Actual'],
      violations.map((violation) => [violation.route, violation.budget, violation.actual]),
    ),
  );
  process.exitCode = 1;
}

/** The home page, the first two industries of the Industries menu, the first of their demos, and the contact page. */
function defaultAuditRoutes(all: RouteEntry[], data: Registry['data'], industryPaths: string[]): string[] {
  const landings = industryPaths.slice(0, 2);
  const firstIndustry = data[all.find((route) => route.path === landings[0])?.key ?? '']?.slug;
  const demo = all.find((route) => route.kind === 'demo' && data[route.key]?.slug === firstIndustry)?.path;
  const contact = all.find((route) => route.key === 'page/contact-us')?.path;
  return ['/', ...landings, ...(demo ? [demo] : []), ...(contact ? [contact] : [])];
}

function checkLighthouse(route: RouteEntry | undefined, path: string, result: LighthouseResult): void {
  if (result.performance < BUDGETS.performance)
    fail(path, `Performance ≥ ${BUDGETS.performance}`, String(result.performance));
  if (result.accessibility < BUDGETS.accessibility) fail(path, 'Accessibility = 100', String(result.accessibility));
  if (result.bestPractices < BUDGETS.bestPractices) fail(path, 'Best Practices = 100', String(result.bestPractices));
  if (result.seo < BUDGETS.seo) fail(path, 'SEO = 100', String(result.seo));
  if (result.cls > BUDGETS.cls) fail(path, `CLS ≤ ${BUDGETS.cls}`, result.cls.toFixed(3));
  if (route && isLandingPage(route) && result.lcpMs > BUDGETS.lcpMs)
    fail(path, `LCP ≤ ${ms(BUDGETS.lcpMs)}`, ms(result.lcpMs));
}
