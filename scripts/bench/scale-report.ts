import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { kB, seconds, table } from './format.ts';
import { scratchProject } from './scale.ts';
import { measureHome, type HomeCost } from './scale-home.ts';

/** Build stages as scripts/build/stages.ts records them; a missing one prints as "-". */
const STAGE_COLUMNS: Array<[string, string[]]> = [
  ['validate', ['validate']],
  ['Vite builds', ['vite client', 'vite server']],
  ['prerender', ['prerender']],
  ['critical CSS', ['critical CSS']],
  ['finish+write', ['finish+write']],
];

interface BuildRun {
  wallMs: number;
  stages: Record<string, number>;
  /** Largest resident set of any process of the build (GNU time's %M), bytes; undefined without /usr/bin/time. */
  peakRss: number | undefined;
}

const GNU_TIME = '/usr/bin/time';

/** `npm run build` in `dir`, its stage times (BUILD_STAGES_FILE) and its peak memory. */
function timedBuild(dir: string): BuildRun {
  const stagesFile = join(dir, 'build-stages.json');
  const rssFile = join(dir, 'build-rss.txt');
  const withTime = existsSync(GNU_TIME);
  const [command, args] = withTime
    ? [GNU_TIME, ['-f', '%M', '-o', rssFile, 'npm', 'run', '--silent', 'build']]
    : ['npm', ['run', '--silent', 'build']];
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...process.env, BUILD_STAGES_FILE: stagesFile },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`npm run build failed in ${dir}:\n${result.stdout}${result.stderr}`);
  const stages = existsSync(stagesFile) ? (JSON.parse(readFileSync(stagesFile, 'utf8')) as Record<string, number>) : {};
  const peakKb = withTime ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1)) : NaN;
  return { wallMs, stages, peakRss: Number.isFinite(peakKb) ? peakKb * 1024 : undefined };
}

const MB = (bytes: number | undefined) => (bytes === undefined ? '-' : `${Math.round(bytes / 1e6)} MB`);

/**
 * For each size: a scratch copy of the project with that many industries, built once with its stage
 * times and peak memory, then its home page loaded in Chromium (HTML, JS before and after the first
 * paint, DOM size). Page cost should not move with the industry count; build time should grow linearly.
 */
export async function printScaleTable(root: string, sizes: number[], log: (line: string) => void): Promise<void> {
  const rows: Array<Array<string | number>> = [];
  const lazy: string[] = [];
  for (const size of sizes) {
    const scratch = scratchProject(root, size);
    try {
      log(`Building ${size} industries in ${scratch.dir}…`);
      const build = timedBuild(scratch.dir);
      const home: HomeCost = await measureHome(join(scratch.dir, 'dist'));
      const stageTime = (names: string[]) =>
        names.some((name) => name in build.stages)
          ? seconds(names.reduce((sum, name) => sum + (build.stages[name] ?? 0), 0))
          : '-';
      rows.push([
        size,
        ...STAGE_COLUMNS.map(([, names]) => stageTime(names)),
        seconds(build.stages.total ?? build.wallMs),
        seconds(build.wallMs),
        MB(build.peakRss),
        kB(home.htmlRaw),
        kB(home.htmlGzip),
        kB(home.initialJs),
        kB(home.lazyJs),
        home.domNodes,
      ]);
      lazy.push(`${size}: ${home.lazyFiles.join(' ') || '(none)'}`);
    } finally {
      scratch.remove();
    }
  }
  console.log('\nCost as content grows (build stages wall clock; bytes gzip unless raw)\n');
  console.log(
    table(
      [
        'Industries',
        ...STAGE_COLUMNS.map(([label]) => label),
        'build total',
        'npm run build',
        'peak memory',
        'home HTML raw',
        'home HTML gzip',
        'home initial JS',
        'home JS after paint',
        'home DOM nodes',
      ],
      rows,
    ),
  );
  console.log(`\nJS the home page fetched after its first paint, per size:\n${lazy.join('\n')}`);
}
