// npm run bench: builds, serves the site with compression and the production headers, and prints what
// each route costs; exits 1 when a budget is broken.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BUDGETS, type Violation } from './budgets.ts';
import { kB, ms, table } from './format.ts';
import { parseCli } from '../cli-args.ts';

const USAGE = `Usage: npm run bench [-- <options>]
  --bytes-only        only the deterministic byte budgets from dist/ (CI: no browser)
  --no-build          use dist/ as it is
  --runs=N            Lighthouse runs per route, the median kept (default 3)
  --scale=N[,M…]      generated industries (default 100; 0 skips): build stages, peak memory, the home page's HTML, JS and DOM
  --scale-only        only the scale table: no page loads, no Lighthouse
  --lighthouse=/a,/b  the routes to audit`;
const { values } = parseCli(USAGE, {
  'bytes-only': { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  'scale-only': { type: 'boolean', default: false },
  runs: { type: 'string', default: '3' },
  scale: { type: 'string', default: '100' },
  lighthouse: { type: 'string' },
});
// Imported once the flags are read, so `--help` answers without loading the content engine and the build.
const { auditRoutes, measureRoutes } = await import('./routes.ts');
const { printScaleTable } = await import('./scale-report.ts');
const { timeNpm } = await import('./scale.ts');
const { loadContent } = await import('../content-engine/load.ts');
const { SECURITY_HEADERS } = await import('../shared/headers.ts');
const { everyRoute } = await import('../../schemas/routes.ts');
const { formatHtmlProblem, htmlProblems } = await import('../build/html-validity.ts');
const { htmlFileFor, NOT_FOUND_PROBE } = await import('../build/prerender.ts');
const bytesOnly = values['bytes-only'];
const scaleOnly = values['scale-only'];
const runs = Number(values.runs);
const scaleTo = bytesOnly
  ? []
  : values.scale
      .split(',')
      .map(Number)
      .filter((size) => size > 0);
const root = process.cwd();
const log = (line: string) => console.error(line);

const { registry } = loadContent({ root });
if (!registry) throw new Error('The content has problems; run npm run validate');
const violations: Violation[] = [];
const fail = (violation: Violation) => violations.push(violation);

if (!values['no-build'] && !scaleOnly) {
  log('Building…');
  timeNpm(root, ['build']);
} else if (!scaleOnly && !existsSync('dist/index.html')) {
  throw new Error('dist/ has no build; run npm run build or leave out --no-build');
}

if (bytesOnly) {
  await measureRoutes(undefined, everyRoute(registry), fail, log);
} else if (!scaleOnly) {
  // Loaded only here: the local stack's entry brings the backend too, which --bytes-only (npm test) never needs.
  const { startSiteServer } = await import('../local-stack/index.ts');
  const server = await startSiteServer({ distDir: 'dist', port: 0, headers: SECURITY_HEADERS });
  try {
    await measureRoutes(server.url, everyRoute(registry), fail, log);
    await auditRoutes(server.url, registry, values.lighthouse?.split(','), runs, fail, log);
  } finally {
    await server.close();
  }
}

if (!scaleOnly) {
  // Every prerendered page, in every language, keeps the HTML standard's content models (scripts/build/html-validity.ts).
  const pages = [...everyRoute(registry).map((route) => route.path), NOT_FOUND_PROBE].map((path) =>
    htmlFileFor('dist', path),
  );
  const problems = await htmlProblems(pages);
  for (const problem of problems.slice(0, 20))
    fail({ route: problem.file, budget: 'valid HTML (html-validate standard)', actual: formatHtmlProblem(problem) });
  if (problems.length > 20)
    fail({ route: 'dist/', budget: 'valid HTML (html-validate standard)', actual: `${problems.length - 20} more` });
  log(`html-validate: ${pages.length} pages, ${problems.length} problems`);
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
    `\nBudgets: initial JS ≤ ${kB(BUDGETS.initialJsGzipBytes)} gzip before the first interaction on landing, fixed and index pages; JS files ≤ ${kB(BUDGETS.demoJsFilesGzipBytes)} on demo pages; 0 voice-SDK bytes off demo pages; valid HTML` +
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
