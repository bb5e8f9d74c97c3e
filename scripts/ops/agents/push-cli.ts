// npm run agents:push [-- --env <name>] [-- --dry-run]
// Creates or updates every flow's voice agent through the official ElevenLabs SDK and writes the ids to
// industries/agents/<env>.yaml, where SITE_ENV=<env> npm run build reads them. See AUTHORING.md,
// "The voice agent".
import { join, resolve } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { describeError, pushAgents, type PushItem } from './push.ts';
import { DEFAULT_SITE_ENV, siteEnv } from '../../content-engine/agent-ids.ts';
import { formatProblems } from '../../content-engine/problem.ts';
import { ELEVENLABS_API_PREFIX } from '../../local-stack/voice-simulator/index.ts';
import { parseCli } from '../../cli-args.ts';

const USAGE = `Usage: npm run agents:push [-- --env <name>] [-- --dry-run]
  --env <name>   the environment whose ids are written to industries/agents/<name>.yaml (default SITE_ENV, else local)
  --dry-run      show what would be created or updated; send nothing, write nothing
ELEVENLABS_API_KEY is required except for the local simulator; ELEVENLABS_API_URL picks another API base.`;

const { values } = parseCli(USAGE, { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } });
const root = process.cwd();
const contentDir = resolve(process.env.CONTENT_DIR ?? join(root, 'industries'));
const env = values.env ?? siteEnv();
const dryRun = values['dry-run'];
if (!/^[a-z][a-z0-9-]{0,39}$/.test(env))
  fail(`--env "${env}" is not an environment name: use e.g. staging or production.`);

// The local environment is the simulator that npm start serves; any other goes to ElevenLabs itself.
const local = env === DEFAULT_SITE_ENV;
const baseUrl =
  process.env.ELEVENLABS_API_URL?.trim() ||
  (local ? `http://127.0.0.1:${process.env.PORT ?? 4173}${ELEVENLABS_API_PREFIX}` : undefined);
const apiKey = process.env.ELEVENLABS_API_KEY?.trim() || (local ? 'local-simulator' : undefined);
if (env === 'production' && baseUrl?.includes(ELEVENLABS_API_PREFIX)) {
  fail(`Refusing to record simulator agents as production ids: ELEVENLABS_API_URL is ${baseUrl}. Unset it.`);
}
if (!apiKey && !dryRun) fail(`Set ELEVENLABS_API_KEY to push the "${env}" agents (or use --dry-run to see the plan).`);

const client = apiKey
  ? new ElevenLabsClient({ apiKey, ...(baseUrl ? { baseUrl } : {}), timeoutInSeconds: 60, maxRetries: 1 })
  : null;
const where = baseUrl ?? 'https://api.elevenlabs.io';
console.log(
  `${dryRun ? 'Plan for' : 'Pushing'} the "${env}" voice agents ${dryRun ? '' : `to ${where} `}`.trimEnd() + ':',
);

const result = await pushAgents({
  root,
  contentDir,
  env,
  client: client?.conversationalAi.agents ?? null,
  dryRun,
}).catch((error: unknown) => fail(describeError(error)));
if (result.problems.length > 0) {
  fail(`${formatProblems(result.problems)}\n\nFix the content and run npm run agents:push again.`);
}

const width = Math.max(...result.items.map((item) => item.slug.length));
for (const item of result.items) console.log(`  ${item.action.padEnd(9)} ${item.slug.padEnd(width)}  ${detail(item)}`);
const counts = (action: PushItem['action']) => result.items.filter((item) => item.action === action).length;
const done = dryRun ? { create: 'to create', update: 'to update' } : { create: 'created', update: 'updated' };
const summary = [
  `${counts('create')} ${done.create}`,
  `${counts('update')} ${done.update}`,
  `${counts('unchanged')} unchanged`,
  ...(counts('skip') > 0 ? [`${counts('skip')} without an agent block`] : []),
].join(', ');
if (dryRun) {
  console.log(`\nDry run: ${summary}. Nothing was sent and ${result.file} was not changed.`);
} else {
  console.log(`\n${summary}.`);
  if (counts('create') + counts('update') > 0) {
    console.log(`Ids written to ${result.file}; a build with SITE_ENV=${env} uses them.`);
  }
}
const failed = counts('failed');
if (failed > 0) {
  const unreachable = result.items.some(
    (item) => item.action === 'failed' && /fetch failed|ECONNREFUSED/.test(item.note ?? ''),
  );
  fail(
    `${failed} agent${failed === 1 ? '' : 's'} failed.${unreachable && local ? ` Is npm start (or npm run dev) running? It serves the local ElevenLabs; with npm run dev, set ELEVENLABS_API_URL to the address it prints.` : ''}`,
  );
}

function detail(item: PushItem): string {
  return [item.agentId, item.note].filter(Boolean).join('  ');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
