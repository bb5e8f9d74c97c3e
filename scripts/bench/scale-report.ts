import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadContent } from '../content-engine/load.ts';
import type { Registry } from '../content-engine/types.ts';
import { kB, seconds, table } from './format.ts';
import { scratchProject, timeNpm } from './scale.ts';
import { DistAssets } from './static-bytes.ts';

/** What the home page of one build costs, and what it loads lazily that grows with the content. */
function homeCost(dir: string) {
  const assets = new DistAssets(`${dir}/dist`);
  const html = readFileSync(`${dir}/dist/index.html`, 'utf8');
  const initial = assets.pageBytes(html);
  // The menus and the route table: chunks the entry imports dynamically at start, named after their modules.
  const initialFiles = new Set(initial.jsFiles);
  const lazyContent = [
    ...new Set(
      initial.jsFiles.flatMap((file) =>
        [...assets.read(file).matchAll(/import\(["'`]\.\/((?:nav|routes)-[\w-]+\.js)["'`]\)/g)].map(
          (match) => `/assets/${match[1]!}`,
        ),
      ),
    ),
  ].flatMap((file) => assets.closure(file).filter((child) => !initialFiles.has(child)));
  return {
    initialJs: initial.jsGzip,
    lazyContentJs: [...new Set(lazyContent)].reduce((sum, file) => sum + assets.gzip(file), 0),
    html: gzipSync(html, { level: 9 }).length,
  };
}

/**
 * `npm run validate` (twice: the first run checks every file, the second finds them in its store),
 * `npm run build` and the home page's bytes, for the real content and for copies with `sizes`
 * industries. The home page's initial JS should not move: menus and route table load lazily.
 */
export function printScaleTable(root: string, real: Registry, realBuildMs: number | undefined, sizes: number[]): void {
  const rows: Array<Array<string | number>> = [];
  const row = (
    label: string,
    industries: number,
    routes: number,
    dir: string,
    contentDir: string,
    buildMs?: number,
  ) => {
    const validateFirst = timeNpm(root, ['validate', '--', contentDir]).ms;
    const validateAgain = timeNpm(root, ['validate', '--', contentDir]).ms;
    const home = homeCost(dir);
    rows.push([
      label,
      industries,
      routes,
      seconds(validateFirst),
      seconds(validateAgain),
      buildMs === undefined ? '-' : seconds(buildMs),
      kB(home.initialJs),
      kB(home.lazyContentJs),
      kB(home.html),
    ]);
  };
  row('real', real.nav.industries.length, real.routes.length, root, `${root}/industries`, realBuildMs);
  for (const size of sizes) {
    const scratch = scratchProject(root, size);
    try {
      const buildMs = timeNpm(scratch.dir, ['build']).ms;
      const routes = loadContent({ root: scratch.dir }).registry?.routes.length ?? 0;
      row('generated', size, routes, scratch.dir, `${scratch.dir}/industries`, buildMs);
    } finally {
      scratch.remove();
    }
  }
  console.log('\nCost as content grows (wall clock, including npm start-up; bytes gzip)\n');
  console.log(
    table(
      [
        'Content',
        'Industries',
        'Routes',
        'validate (1st)',
        'validate (again)',
        'build',
        'Home initial JS',
        'Home menus + route table (lazy)',
        'Home HTML',
      ],
      rows,
    ),
  );
}
