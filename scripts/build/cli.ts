// Builds the client, then the server renderer, then writes one prerendered HTML file per route.
// `npm run build -- --production` first refuses, one line per problem, a build that could not work
// once deployed (DEPLOY.md); a plain build is the zero-config local one `npm start` serves.
import { performance } from 'node:perf_hooks';
import { parseCli } from '../cli-args.ts';

const USAGE = `Usage: npm run build [-- --production]
  (none)          the local build npm start serves
  --production    a deployable build for SITE_ENV (reads deploy/<SITE_ENV>.env); refuses one that cannot work`;
const production = parseCli(USAGE, { production: { type: 'boolean' } }).values.production === true;
// Imported once the flags are read, so `--help` answers without loading Vite and the content engine.
const { loadContent } = await import('../content-engine/load.ts');
const { placeholderRefusals } = await import('./content-placeholders.ts');
const { formatProblems } = await import('../content-engine/problem.ts');
const { everyRoute } = await import('../../schemas/routes.ts');
const { productionEnv } = await import('../shared/headers.ts');
const { exportSiteVariables, loadDeployEnv, readBuildEnv, withSiteOrigin } = await import('../shared/build-env.ts');
const { finishSite } = await import('./finish.ts');
const { gatherGuardInput } = await import('./production-input.ts');
const { alwaysProblems, productionProblems } = await import('./production-guard.ts');
const { prerender } = await import('./prerender.ts');
const { stage, writeStages } = await import('./stages.ts');
const { viteBuilds } = await import('./vite-builds.ts');
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
// The content is read and checked once; both Vite builds and the pages take this result.
const contentDir = process.env.CONTENT_DIR ?? 'industries';
const content = await stage('validate', () => loadContent({ root: process.cwd(), contentDir }));
if (!content.registry) {
  console.error(`Content problems:\n${formatProblems(content.problems)}\n\nFix the YAML and run the command again.`);
  process.exit(1);
}
await viteBuilds(contentDir, content);
const registry = withSiteOrigin(content.registry);
const headerEnv = productionEnv();
const pages = await prerender(everyRoute(registry), headerEnv);
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
