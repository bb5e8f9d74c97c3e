import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pLimit from 'p-limit';
import { htmlFileFor, hydratesOnIntent } from '../build/prerender.ts';
import type { Registry, RouteEntry } from '../content-engine/types.ts';
import { BUDGETS, isLandingPage, type Violation } from './budgets.ts';
import { kB, ms, table } from './format.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { DistAssets, type PageBytes } from './static-bytes.ts';

type Fail = (violation: Violation) => void;

/** Pages loaded at once: each load mostly waits (network idle, then 300 ms), so loads overlap well. */
const CONCURRENT_LOADS = 4;

/**
 * Every route: initial bytes from its HTML and, with `serverUrl`, what a real browser fetches while
 * loading it (the voice SDK off demo pages, console errors and CSP refusals). Without it only the
 * bytes: `npm test` leaves the loads to the browser suite, which loads every route anyway
 * (tests/e2e/a11y/routes.spec.ts checks the same two things there).
 */
export async function measureRoutes(
  serverUrl: string | undefined,
  routes: RouteEntry[],
  fail: Fail,
  log: (line: string) => void,
) {
  const assets = new DistAssets('dist');
  const loads = serverUrl ? await loadRoutes(serverUrl, routes, log) : undefined;
  const rows: Array<Array<string | number>> = [];
  for (const [index, route] of routes.entries()) {
    const load = loads?.[index];
    const bytes = assets.pageBytes(readFileSync(htmlFileFor('dist', route.path), 'utf8'));
    const sdkFetched = [...new Set(load?.requested.filter((path) => assets.voiceSdkFiles.has(path)) ?? [])];
    const sdkFetchedGzip = sdkFetched.reduce((sum, file) => sum + assets.gzip(file), 0);
    rows.push([
      route.path,
      route.kind,
      kB(bytes.jsGzip),
      bytes.onIntentJsFiles.length ? kB(bytes.onIntentJsFiles.reduce((sum, file) => sum + assets.gzip(file), 0)) : '-',
      kB(bytes.inlineCssGzip),
      kB(bytes.cssFileGzip),
      bytes.voiceSdkGzip ? kB(bytes.voiceSdkGzip) : '-',
      ...(load ? [sdkFetched.length ? `yes (${kB(sdkFetchedGzip)})` : 'no', load.errors.length] : []),
    ]);
    bytesOverBudget(route, bytes).forEach(fail);
    if (route.kind !== 'demo' && bytes.voiceSdkGzip + sdkFetchedGzip > BUDGETS.voiceSdkBytesOffDemo) {
      const actual = kB(bytes.voiceSdkGzip + sdkFetchedGzip);
      fail({ route: route.path, budget: '0 voice-SDK bytes off demo pages', actual });
    }
    for (const error of load?.errors ?? [])
      fail({ route: route.path, budget: 'no console errors or CSP refusals on load', actual: error.slice(0, 160) });
  }
  console.log(
    '\nPer route (gzip; initial JS = the inline scripts, and on pages that hydrate after the first paint the entry, its preloads and their static imports, fetched after that paint; landing, fixed and index pages fetch those on the first intent)\n',
  );
  console.log(
    table(
      [
        ...['Route', 'Kind', 'Initial JS', 'JS on first intent', 'Inline CSS', 'CSS file', 'SDK in initial'],
        ...(loads ? ['SDK requested', 'Errors'] : []),
      ],
      rows,
    ),
  );
}

/**
 * The byte budgets a page's HTML breaks: JS before the first interaction on the pages that load the app on
 * the first intent; the JS files before it on demo pages.
 */
export function bytesOverBudget(
  route: Pick<RouteEntry, 'path' | 'kind'>,
  bytes: Pick<PageBytes, 'jsGzip' | 'inlineJsGzip'>,
): Violation[] {
  const violations: Violation[] = [];
  if (hydratesOnIntent(route.kind) && bytes.jsGzip > BUDGETS.initialJsGzipBytes) {
    const budget = `initial JS ≤ ${kB(BUDGETS.initialJsGzipBytes)} gzip`;
    violations.push({ route: route.path, budget, actual: kB(bytes.jsGzip) });
  }
  const jsFilesGzip = bytes.jsGzip - bytes.inlineJsGzip;
  if (route.kind === 'demo' && jsFilesGzip > BUDGETS.demoJsFilesGzipBytes) {
    const budget = `JS files before the first interaction ≤ ${kB(BUDGETS.demoJsFilesGzipBytes)} gzip on demo pages`;
    violations.push({ route: route.path, budget, actual: kB(jsFilesGzip) });
  }
  return violations;
}

/** Loads every route in Chromium, `CONCURRENT_LOADS` at a time; results in route order. */
async function loadRoutes(serverUrl: string, routes: RouteEntry[], log: (line: string) => void) {
  log(`Loading ${routes.length} routes in Chromium, ${CONCURRENT_LOADS} at a time…`);
  // Playwright and Lighthouse load only when a browser runs: test:budgets (--bytes-only) needs neither.
  const { launchBrowser, loadPage } = await import('./browser.ts');
  const browser = await launchBrowser();
  try {
    const limit = pLimit(CONCURRENT_LOADS);
    return await Promise.all(routes.map((route) => limit(() => loadPage(browser, serverUrl + route.path))));
  } finally {
    await browser.close();
  }
}

/** Lighthouse on `audited` paths (default: see `defaultAuditRoutes`), with the budgets checked. */
export async function auditRoutes(
  serverUrl: string,
  registry: Registry,
  audited: string[] | undefined,
  runs: number,
  fail: Fail,
  log: (line: string) => void,
) {
  const paths = audited ?? defaultAuditRoutes(registry);
  log(`Lighthouse (mobile preset, ${runs} run${runs === 1 ? '' : 's'} per route, median kept)…`);
  const loadBefore = loadavg()[0]!;
  const { runLighthouse } = await import('./lighthouse.ts');
  const results = await runLighthouse(
    paths.map((path) => serverUrl + path),
    runs,
    log,
  );
  const rows = paths.map((path) => {
    const result = results.get(serverUrl + path)!;
    checkLighthouse(
      registry.routes.find((route) => route.path === path),
      path,
      result,
      fail,
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
  console.log(table(['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], rows));
  for (const path of paths)
    for (const failure of results.get(serverUrl + path)!.failures) console.log(`  ${path}: ${failure}`);
}

/** The home page, the first two industries of the Industries menu, the first of their demos, and the contact page. */
function defaultAuditRoutes({ routes, nav }: Registry): string[] {
  const landings = nav.industries.slice(0, 2).map((item) => item.path);
  const firstIndustry = routes.find((route) => route.path === landings[0])?.data.slug;
  const demo = routes.find((route) => route.kind === 'demo' && route.data.slug === firstIndustry)?.path;
  const contact = routes.find((route) => route.key === 'page/contact-us')?.path;
  return ['/', ...landings, ...(demo ? [demo] : []), ...(contact ? [contact] : [])];
}

function checkLighthouse(route: RouteEntry | undefined, path: string, result: LighthouseResult, fail: Fail): void {
  const check = (ok: boolean, budget: string, actual: string) => {
    if (!ok) fail({ route: path, budget, actual });
  };
  check(result.performance >= BUDGETS.performance, `Performance ≥ ${BUDGETS.performance}`, String(result.performance));
  check(result.accessibility >= BUDGETS.accessibility, 'Accessibility = 100', String(result.accessibility));
  check(result.bestPractices >= BUDGETS.bestPractices, 'Best Practices = 100', String(result.bestPractices));
  check(result.seo >= BUDGETS.seo, 'SEO = 100', String(result.seo));
  check(result.cls <= BUDGETS.cls, `CLS ≤ ${BUDGETS.cls}`, result.cls.toFixed(3));
  if (route && isLandingPage(route))
    check(result.lcpMs <= BUDGETS.lcpMs, `LCP ≤ ${ms(BUDGETS.lcpMs)}`, ms(result.lcpMs));
}
