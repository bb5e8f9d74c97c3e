// npm run agents:push [-- --env <name>] [-- --dry-run] [-- --no-create]
// Creates or updates every flow's voice agent through the official ElevenLabs SDK and writes the ids to
// industries/agents/<env>.yaml, where SITE_ENV=<env> npm run build reads them. See AUTHORING.md,
// "The voice agent", and DEPLOY.md.
import { join, resolve } from 'node:path';
import type { PushItem } from './push.ts';
import { parseCli } from '../../cli-args.ts';

const USAGE = `Usage: npm run agents:push -- [--env <name>] [--api-url <url>] [--dry-run] [--no-create]
  --env <name>   the environment (default SITE_ENV, else local: the agents API npm start serves)
  --api-url <url> the agents API to talk to (default ELEVENLABS_API_URL, else the environment's region)
  --dry-run      read every agent from the API and print what differs, field by field; change nothing
  --no-create    fail instead of creating an agent (CI: new ids must be pushed and committed first)
Needs ELEVENLABS_API_KEY (ELEVENLABS_API_URL for another agents API) except for --env local, and for agents
  that book meetings SUPABASE_URL and VOICE_BOOKING_SECRET (the booking tools' address and secret).`;

const { values } = parseCli(USAGE, {
  env: { type: 'string' },
  'api-url': { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  'no-create': { type: 'boolean', default: false },
});
// Imported once the flags are read, so `--help` answers without loading the SDK and the content engine.
const { ElevenLabsClient } = await import('@elevenlabs/elevenlabs-js');
const { formatDifference } = await import('./compare.ts');
const { describeError, pushAgents } = await import('./push.ts');
const { pushAllTests } = await import('./tests-push.ts');
const { siteEnv } = await import('../../content-engine/agent-ids.ts');
const { formatProblems } = await import('../../content-engine/problem.ts');
const { LOCAL_BOOKING_SECRET } = await import('../../local-stack/index.ts');
const { apiAddress } = await import('./api-address.ts');
const root = process.cwd();
const contentDir = resolve(process.env.CONTENT_DIR ?? join(root, 'industries'));
const env = values.env ?? siteEnv();
const dryRun = values['dry-run'];
if (!/^[a-z][a-z0-9-]{0,39}$/.test(env))
  fail(`--env "${env}" is not an environment name: use e.g. staging or production.`);

// The local environment takes drafts and needs no key; any other is a workspace that goes live.
const { baseUrl, local } = apiAddress(env, values['api-url'], root);
const apiKey = process.env.ELEVENLABS_API_KEY?.trim() || (local ? 'local-key' : undefined);
if (!apiKey && !dryRun) fail(`Set ELEVENLABS_API_KEY to push the "${env}" agents (or use --dry-run to see the plan).`);

const client = apiKey
  ? new ElevenLabsClient({ apiKey, ...(baseUrl ? { baseUrl } : {}), timeoutInSeconds: 60, maxRetries: 1 })
  : null;
const where = baseUrl ?? 'https://api.elevenlabs.io';
console.log(
  dryRun
    ? `Plan for the "${env}" voice agents, ${client ? `compared with ${where}` : 'from the ids file (no ELEVENLABS_API_KEY)'}:`
    : `Pushing the "${env}" voice agents to ${where}:`,
);

// The booking tools call the deployment's voice-booking function with the tools' secret; locally, the
// function npm start serves, with its local secret.
const supabaseUrl = local ? `http://127.0.0.1:${process.env.PORT ?? 4173}` : process.env.SUPABASE_URL?.trim();
const bookingSecret = local ? LOCAL_BOOKING_SECRET : process.env.VOICE_BOOKING_SECRET?.trim();
const booking =
  supabaseUrl && bookingSecret
    ? { url: `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/voice-booking`, secret: bookingSecret }
    : null;

const result = await pushAgents({
  root,
  contentDir,
  env,
  client: client?.conversationalAi ?? null,
  booking,
  // Agents of an environment that goes live (the rehearsal's too, as it rehearses production) take no draft.
  real: !local,
  dryRun,
  noCreate: values['no-create'],
}).catch((error: unknown) => fail(describeError(error)));
if (result.problems.length > 0) {
  fail(`${formatProblems(result.problems)}\n\nFix the content and run npm run agents:push again.`);
}
const done = dryRun ? { create: 'to create', update: 'to update' } : { create: 'created', update: 'updated' };

const width = Math.max(...result.items.map((item) => item.slug.length));
for (const item of result.items) {
  console.log(`  ${item.action.padEnd(9)} ${item.slug.padEnd(width)}  ${detail(item)}`);
  for (const tool of item.tools?.filter((one) => one.action !== 'unchanged') ?? []) {
    console.log(`      ${done[tool.action as 'create' | 'update'] ?? tool.action} tool ${tool.name} ${tool.id ?? ''}`);
    for (const change of tool.changes ?? []) console.log(`        ${formatDifference(change)}`);
  }
  for (const change of item.changes ?? []) console.log(`      ${formatDifference(change)}`);
}
// The simulated-caller tests (YAML agent.tests), created or updated and attached to each agent.
const tests = await pushAllTests({
  root,
  contentDir,
  items: result.items,
  client: dryRun ? null : (client?.conversationalAi ?? null),
});
for (const line of tests.lines) console.log(line);
const counts = (action: PushItem['action']) => result.items.filter((item) => item.action === action).length;
const toolCount = (action: 'create' | 'update') =>
  result.items.flatMap((item) => item.tools ?? []).filter((tool) => tool.action === action).length;
const summary = [
  `${counts('create')} ${done.create}`,
  `${counts('update')} ${done.update}`,
  `${counts('unchanged')} unchanged`,
  ...(counts('skip') > 0 ? [`${counts('skip')} without an agent block`] : []),
  ...(toolCount('create') + toolCount('update') > 0
    ? [`tools: ${toolCount('create')} ${done.create}, ${toolCount('update')} ${done.update}`]
    : []),
].join(', ');
if (dryRun) {
  console.log(`\nDry run: ${summary}. No agent was changed and ${result.file} was not written.`);
} else {
  console.log(`\n${summary}.`);
  if (counts('create') + counts('update') > 0) {
    console.log(`Ids written to ${result.file}; a build with SITE_ENV=${env} uses them.`);
  }
}
const failed = counts('failed') + tests.failed;
if (failed > 0) {
  const unreachable = result.items.some(
    (item) => item.action === 'failed' && /fetch failed|ECONNREFUSED/.test(item.note ?? ''),
  );
  const first = result.items.find((item) => item.action === 'failed');
  fail(
    `${failed} agent${failed === 1 ? '' : 's'} failed${first ? `; the first, ${first.slug}: ${first.note}` : '.'}${unreachable && local ? ` Is npm start (or npm run dev) running? It serves the local ElevenLabs; with npm run dev, set ELEVENLABS_API_URL to the address it prints.` : ''}`,
  );
}

function detail(item: PushItem): string {
  return [item.agentId, item.note].filter(Boolean).join('  ');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
