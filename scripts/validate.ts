// Checks every content file and prints each problem as file:line:column path: message.
import { performance } from 'node:perf_hooks';
import { loadContent } from './content/load.ts';
import { formatProblems } from './content/problem.ts';

const started = performance.now();
const contentDir = process.argv[2];
const { problems, files, registry } = loadContent({ root: process.cwd(), ...(contentDir ? { contentDir } : {}) });
const elapsed = Math.round(performance.now() - started);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files.length} files (${elapsed} ms). Fix them and run npm run validate again.`);
  process.exit(1);
}
console.log(`All ${files.length} content files are valid: ${registry?.routes.length ?? 0} routes (${elapsed} ms).`);
