// npm run bench:first-load: what a phone pays for each kind of page before its first interaction, in two
// builds side by side (before/after a change) and beside the same landing page with its scripts removed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCli } from '../cli-args.ts';
import { htmlFileFor } from '../build/prerender.ts';
import { SECURITY_HEADERS } from '../shared/headers.ts';
import { startSiteServer } from '../local-stack/index.ts';
import { kB, ms, table } from './format.ts';

const USAGE = `Usage: npm run bench:first-load -- [options]
  --before=DIR   a build to compare with (e.g. main's dist/ copied aside); default: none
  --after=DIR    the build measured (default dist)
  --runs=N       Lighthouse runs per page, the median kept (default 3)
  --pages=/a,/b  the pages (default: one of each kind, see PAGES)`;
const { values } = parseCli(USAGE, {
  before: { type: 'string' },
  after: { type: 'string', default: 'dist' },
  runs: { type: 'string', default: '3' },
  pages: { type: 'string' },
});

/** One page of each kind: home, an industry landing page, the same in Spanish, a fixed page, an index, a demo. */
const PAGES = ['/', '/healthcare', '/es/healthcare', '/about', '/industries', '/healthcare-demo'];
/** The landing page whose HTML, without its scripts, is the zero-script yardstick. */
const YARDSTICK = '/healthcare';
const ZERO_SCRIPT_PATH = '/__zero-script';

/** A copy of `distDir` with the yardstick page's HTML, every <script> removed, at ZERO_SCRIPT_PATH. */
function withZeroScriptPage(distDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'first-load-'));
  cpSync(distDir, copy, { recursive: true });
  const html = readFileSync(htmlFileFor(distDir, YARDSTICK), 'utf8');
  writeFileSync(htmlFileFor(copy, ZERO_SCRIPT_PATH), html.replace(/<script\b[\s\S]*?<\/script>/g, ''));
  return copy;
}

const pages = values.pages?.split(',') ?? PAGES;
const builds = [...(values.before ? [['before', values.before] as const] : []), ['after', values.after] as const];
const copies = builds.map(([name, dir]) => [name, withZeroScriptPage(dir)] as const);
const servers = await Promise.all(
  copies.map(([, dir]) => startSiteServer({ distDir: dir, port: 0, headers: SECURITY_HEADERS })),
);
const loadBefore = loadavg()[0]!;
try {
  const { runLighthouse } = await import('./lighthouse.ts');
  // The zero-script page of the build measured last, audited in the same browser and run as the others.
  const urls = [
    ...pages.flatMap((page) => servers.map((server) => server.url + page)),
    servers.at(-1)!.url + ZERO_SCRIPT_PATH,
  ];
  const log = (line: string) => console.error(line);
  const results = await runLighthouse(urls, Number(values.runs), log, ['performance']);
  const zero = results.get(urls.at(-1)!)!;
  const rows = urls.map((url) => {
    const result = results.get(url)!;
    const build =
      url === urls.at(-1) ? 'no script' : builds[servers.findIndex((server) => url.startsWith(server.url))]![0];
    const path = new URL(url).pathname;
    return [
      url === urls.at(-1) ? `${YARDSTICK} without scripts` : path,
      build,
      kB(result.scriptTransferBytes),
      ms(result.longestTaskMs),
      result.performance,
      ms(result.tbtMs),
      ms(result.lcpMs),
      `${(result.lcpMs / zero.lcpMs).toFixed(2)}×`,
      result.cls.toFixed(3),
    ];
  });
  console.log(
    `\nFirst load, Lighthouse mobile preset (simulated slow 4G, 4× CPU), median of ${values.runs}; ` +
      `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after\n`,
  );
  console.log(
    table(['Page', 'Build', 'JS before input', 'Longest task', 'Perf', 'TBT', 'LCP', 'LCP / no script', 'CLS'], rows),
  );
} finally {
  await Promise.all(servers.map((server) => server.close()));
  for (const [, dir] of copies) rmSync(dir, { recursive: true, force: true });
}
