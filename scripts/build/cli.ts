// Builds the client, then the server renderer, then writes one prerendered HTML file per route.
// `npm run build -- --production` first refuses, one line per problem, a build that could not work
// once deployed (DEPLOY.md); a plain build is the zero-config local one `npm start` serves.
import { performance } from 'node:perf_hooks';
import { deserialize } from 'node:v8';
import type { LoadResult, Registry } from '../content-engine/types.ts';
import { placeholderRefusals } from './content-placeholders.ts';
import { formatProblems } from '../content-engine/problem.ts';
import { productionEnv } from '../local-stack/web-server/headers.ts';
import { exportSiteVariables, loadDeployEnv, readBuildEnv, withSiteOrigin } from './build-env.ts';
import { finishSite } from './finish.ts';
import { gatherGuardInput } from './production-input.ts';
import { alwaysProblems, productionProblems } from './production-guard.ts';
import { prerender } from './prerender.ts';
import { stage, writeStages } from './stages.ts';
import { startViteBuilds } from './vite-builds.ts';
import { validateInThread } from './validate-thread.ts';
import { checkSwitches } from '../cli-args.ts';

const USAGE = `Usage: npm run build [-- --production]
  (none)          the local build npm start serves
  --production    a deployable build for SITE_ENV (reads deploy/<SITE_ENV>.env); refuses one that cannot work`;
const production = checkSwitches(USAGE, ['--production']).has('--production');
const deployFile = production ? loadDeployEnv(readBuildEnv().SITE_ENV) : null;
const env = readBuildEnv();
const problems = production
  ? [...productionProblems(gatherGuardInput(process.cwd(), env)), ...placeholderRefusals(process.cwd())]
  : alwaysProblems(env);
if (problems.length > 0) {
  const what = production ? 'Production build refused' : 'Build refused';
  console.error(`${what}: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Step by step: DEPLOY.md.');
  process.exit(1);
}
exportSiteVariables(env);
if (!production && !env.VITE_SUPABASE_URL?.trim()) {
  console.log(
    'Local build: forms and voice demos use the backend and simulator of npm start. To deploy: npm run build -- --production (DEPLOY.md).',
  );
}

const started = performance.now();
// The content is read and checked once; both Vite builds (in a child process) and the pages take this result.
// In one thread: with the happy path's parser (fast-yaml.ts) 1,000 industries take about 1.2 s of one
// core, and two threads took longer (1.5–2.4 s at load 5–8: 0.4 s to start each, the data cloned
// back), while the Vite child starting meanwhile has the other core.
const contentDir = process.env.CONTENT_DIR ?? 'industries';
// Both start at once: their bundles (bundle-worker.ts) are made side by side.
const viteStarting = startViteBuilds(contentDir);
const validation = stage('validate', () => validateInThread(process.cwd(), contentDir));
const vite = await viteStarting;
/**
 * The validated content, serialized: the Vite child takes it as it is, and this process keeps only
 * these 12 MB (at 1,000 industries) while the child builds, not the registry's objects; it reads them
 * back after (about 70 ms).
 */
async function validated(): Promise<Uint8Array> {
  const { passed, packed } = await validation;
  if (!passed) {
    await vite.stop();
    const { problems } = deserialize(packed) as LoadResult;
    console.error(`Content problems:\n${formatProblems(problems)}\n\nFix the YAML and run the command again.`);
    process.exit(1);
  }
  return packed;
}
/** The registry, read back once both Vite builds are done (the buffer then goes). */
async function builtRegistry(packed: Uint8Array): Promise<Registry> {
  await vite.build(packed);
  return (deserialize(packed) as LoadResult).registry!;
}
const registry = withSiteOrigin(await builtRegistry(await validated()));
const headerEnv = productionEnv();
const pages = await prerender(registry.routes, headerEnv);
finishSite(registry, headerEnv);
const totalMs = performance.now() - started;
writeStages(totalMs);
const seconds = (totalMs / 1000).toFixed(1);
console.log(`\nPrerendered ${pages} pages into dist/ in ${seconds} s.`);
if (production) {
  const from = deployFile ? `, settings from ${deployFile}` : '';
  console.log(
    `Production build for ${env.SITE_ORIGIN} (SITE_ENV=${env.SITE_ENV}${from}). Next: upload dist/ (DEPLOY.md).`,
  );
}
