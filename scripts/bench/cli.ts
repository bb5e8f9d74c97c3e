// npm run bench: builds, serves the site with compression and the production headers, and prints what
// each route costs. Flags: --bytes-only (the deterministic byte budgets from dist/, for CI: no browser;
// the browser suite checks what pages fetch and log), --no-build (use dist/),
// --runs=N (Lighthouse runs per route, median kept; default 3), --scale=N[,M…] (generated industries;
// default 100; 0 skips; each size prints build stages, peak memory and the home page's HTML, JS and DOM
// size), --scale-only (only the scale table: no page loads, no Lighthouse),
// --lighthouse=/a,/b (routes to audit). Exits 1 when a budget is broken.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BUDGETS, type Violation } from './budgets.ts';
import { kB, ms, table } from './format.ts';
import { auditRoutes, measureRoutes } from './routes.ts';
import { printScaleTable } from './scale-report.ts';
import { timeNpm } from './scale.ts';
import { loadContent } from '../content-engine/load.ts';
import { SECURITY_HEADERS } from '../shared/headers.ts';
import { startSiteServer } from '../local-stack/web-server/site-server.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const bytesOnly = flag('bytes-only');
const scaleOnly = flag('scale-only');
const runs = Number(option('runs') ?? 3);
const scaleTo = bytesOnly
  ? []
  : (option('scale') ?? '100')
      .split(',')
      .map(Number)
      .filter((size) => size > 0);
const root = process.cwd();
const log = (line: string) => console.error(line);

const { registry } = loadContent({ root });
if (!registry) throw new Error('The content has problems; run npm run validate');
const violations: Violation[] = [];
const fail = (violation: Violation) => violations.push(violation);

if (!flag('no-build') && !scaleOnly) {
  log('Building…');
  timeNpm(root, ['build']);
} else if (!scaleOnly && !existsSync('dist/index.html')) {
  throw new Error('dist/ has no build; run npm run build or leave out --no-build');
}

if (bytesOnly) {
  await measureRoutes(undefined, registry.routes, fail, log);
} else if (!scaleOnly) {
  const server = await startSiteServer({ distDir: 'dist', port: 0, headers: SECURITY_HEADERS });
  try {
    await measureRoutes(server.url, registry.routes, fail, log);
    await auditRoutes(server.url, registry, option('lighthouse')?.split(','), runs, fail, log);
  } finally {
    await server.close();
  }
}

if (scaleTo.length > 0) {
  const loadBefore = loadavg()[0]!;
  log(`Building with ${scaleTo.join(', ')} generated industries…`);
  await printScaleTable(root, scaleTo, log);
  console.log(`\nLoad average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} when done`);
}

// With --scale-only no budget was measured, so none is reported.
if (!scaleOnly) {
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
}
