// npm run agents:test [-- --flow <slug>] [-- --env <name>]
// Runs each agent's attached simulated-caller tests (YAML agent.tests) through the official SDK and
// prints a table; exits 1 on any failure, 3 when nothing failed but some conditions were not judged,
// 0 only when every test passed. With no ELEVENLABS_API_KEY it runs them against the local simulator
// (npm start must be running), after pushing the current YAML there; the simulator checks the
// structural conditions and leaves those only ElevenLabs can judge "not judged", never passed.
import { join, resolve } from 'node:path';
import { parseCli } from '../../cli-args.ts';

const USAGE = `Usage: npm run agents:test -- [--flow <slug>] [--env <name>] [--api-url <url>]
  --flow <slug>   run the tests of one flow only (default: every flow with tests)
  --env <name>    the environment whose agents run them (default SITE_ENV, else local: the agents API npm start serves)
  --api-url <url> the agents API to talk to (default ELEVENLABS_API_URL, else the environment's region)
Needs ELEVENLABS_API_KEY (ELEVENLABS_API_URL for another agents API) except for --env local.
Exits 0 when every test passed, 1 when one failed, 3 when none failed but some were not judged.`;

const { values } = parseCli(USAGE, {
  env: { type: 'string' },
  flow: { type: 'string' },
  'api-url': { type: 'string' },
});
// Imported once the flags are read, so `--help` answers without loading the SDK and the content engine.
const { ElevenLabsClient } = await import('@elevenlabs/elevenlabs-js');
const { siteEnv } = await import('../../content-engine/agent-ids.ts');
const { formatProblems } = await import('../../content-engine/problem.ts');
const { apiAddress } = await import('./api-address.ts');
const { describeError, pushAgents } = await import('./push.ts');
const { runAgentTests, runOutcome } = await import('./run-tests.ts');
const { formatTestTable } = await import('./test-table.ts');
const { pushAllTests } = await import('./tests-push.ts');
const root = process.cwd();
const contentDir = resolve(process.env.CONTENT_DIR ?? join(root, 'industries'));
const env = values.env ?? siteEnv();
const { baseUrl, local } = apiAddress(env, values['api-url'], root);
const apiKey = process.env.ELEVENLABS_API_KEY?.trim() || (local ? 'local-key' : undefined);
if (!apiKey) fail(`Set ELEVENLABS_API_KEY to run the "${env}" agents' tests at ElevenLabs.`);
const client = new ElevenLabsClient({ apiKey, ...(baseUrl ? { baseUrl } : {}), timeoutInSeconds: 60, maxRetries: 1 });

if (local) {
  // The local agents API costs nothing: push the YAML as it is now, so the tests run against it.
  const pushed = await pushAgents({ root, contentDir, env, client: client.conversationalAi }).catch((error: unknown) =>
    fail(`${describeError(error)}\nIs npm start (or npm run dev) running?`),
  );
  if (pushed.problems.length > 0) fail(`${formatProblems(pushed.problems)}\n\nFix the content and run again.`);
  const failedPush = pushed.items.filter((item) => item.action === 'failed');
  if (failedPush.length > 0) {
    fail(`Pushing to ${baseUrl} failed: ${failedPush[0]!.note}\nIs npm start (or npm run dev) running?`);
  }
  const tests = await pushAllTests({ root, contentDir, items: pushed.items, client: client.conversationalAi });
  if (tests.failed > 0) fail(tests.lines.join('\n'));
}

console.log(`Running the "${env}" agents' tests at ${baseUrl ?? 'https://api.elevenlabs.io'}:\n`);
const result = await runAgentTests({
  root,
  contentDir,
  env,
  client: client.conversationalAi,
  ...(values.flow ? { flow: values.flow } : {}),
  pollMs: local ? 100 : 3000,
});
if (result.problems.length > 0) fail(`${formatProblems(result.problems)}\n\nFix the content and run again.`);
console.log(formatTestTable(result.flows));
const outcome = runOutcome(result.flows);
// The last line says whether the run proved anything; the exit code says the same to a script.
if (outcome === 'not judged') {
  console.log(
    '\nNot judged: no test failed, but some conditions were not judged, so this run is not a pass (exit 3).' +
      "\nAn agents API without a language model (npm start's) judges only the greeting, the scripted turns and the" +
      '\nexpected tool; ElevenLabs judges the plain-words conditions (ELEVENLABS_API_KEY, --env <name>).',
  );
  process.exit(3);
}
if (outcome === 'failed') {
  console.log('\nFailed (exit 1).');
  process.exit(1);
}
console.log('\nPassed: every condition judged and met.');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
