import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kB, seconds, table } from './format.ts';
import { scratchProject } from './scale.ts';
import { measureHome, type HomeCost } from './scale-home.ts';
import { runMeasuringTree } from './tree-memory.ts';

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
  /** The build's whole process tree at its largest (see tree-memory.ts), bytes; undefined without /proc. */
  peakRss: number | undefined;
}

/** `npm run build` in `dir` with its stage times (BUILD_STAGES_FILE), and its peak memory when `sample`. */
async function runBuild(dir: string, sample: boolean) {
  const stagesFile = join(dir, 'build-stages.json');
  const run = await runMeasuringTree('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    env: { ...process.env, BUILD_STAGES_FILE: stagesFile },
    sample,
  });
  if (run.status !== 0) throw new Error(`npm run build failed in ${dir}:\n${run.output}`);
  const stages = existsSync(stagesFile) ? (JSON.parse(readFileSync(stagesFile, 'utf8')) as Record<string, number>) : {};
  return { wallMs: run.wallMs, stages, peakBytes: run.peakBytes };
}

/**
 * The build timed in one run and its memory taken in a second: reading each process's smaps_rollup ten
 * times a second walks its page tables under the lock its allocator needs, and slowed the build it
 * measured by about a tenth.
 */
async function timedBuild(dir: string): Promise<BuildRun> {
  const timed = await runBuild(dir, false);
  const measured = await runBuild(dir, true);
  return { wallMs: timed.wallMs, stages: timed.stages, peakRss: measured.peakBytes };
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
      const build = await timedBuild(scratch.dir);
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
        'peak memory (tree)',
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
