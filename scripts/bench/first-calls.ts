// npm run bench:first-calls: how long a visitor waits for the first captcha, form submit and voice start
// after `npm start`, when the functions have just started under Deno. Each run starts the server afresh
// (serve.ts on dist/, a throwaway database) and calls the three functions as the page does, solving the
// captcha in between; exits 1 when a first call fails or takes longer than FIRST_CALL_BUDGET_MS.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseCli } from '../cli-args.ts';
import { FIRST_CALL_BUDGET_MS } from './budgets.ts';
import { ms, table } from './format.ts';
import { timeNpm } from './scale.ts';
import { solveChallenge, type AltchaChallenge } from '../../supabase/functions/_shared/captcha/altcha.ts';
import { VOICE_AGENT_FLOWS } from '../../supabase/functions/_shared/generated/voice-agent-ids.ts';
import { sampleDemoRequest } from '../../supabase/functions/_shared/leads/lead-columns.ts';

const USAGE = `Usage: npm run bench:first-calls [-- <options>]
  --runs=N     fresh server starts, each timed (default 3)
  --no-build   use dist/ as it is`;
const { values } = parseCli(USAGE, {
  runs: { type: 'string', default: '3' },
  'no-build': { type: 'boolean', default: false },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) {
  console.error(`--runs takes a whole number of server starts, e.g. 3.\n\n${USAGE}`);
  process.exit(2);
}

const FIRST_CALLS = ['captcha-challenge', 'send-demo-request', 'voice-signed-url'] as const;
type Timing = Record<'ready' | (typeof FIRST_CALLS)[number], number>;
/** A Book a Demo submission as the form sends it. */
const DEMO_REQUEST = sampleDemoRequest({ name: 'First Call' });

/** serve.ts on a free port; resolves with its address and the time from spawn to "Site running". */
function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/local-stack/serve.ts'], {
    env: { ...process.env, PORT: '0', LOCAL_DATA_DIR: 'memory://first-calls' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ url: string; readyMs: number }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Site running at (\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, readyMs: performance.now() - started });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`serve.ts exited (${code}) before it was ready:\n${output}`)));
  });
  const stop = () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM'));
  return { ready, stop };
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
  return { ms: elapsed, body };
}

/** One fresh server: the three first calls in the order a visitor makes them. */
async function oneRun(): Promise<Timing> {
  const server = startServer();
  try {
    const { url, readyMs } = await server.ready;
    const fn = (name: string) => `${url}/functions/v1/${name}`;
    const origin = { Origin: url };
    const challenge = async () => {
      const answer = await timed(fn('captcha-challenge'), { headers: origin });
      const solved = await solveChallenge(JSON.parse(answer.body) as AltchaChallenge);
      if (!solved) throw new Error('The proof of work of captcha-challenge could not be solved');
      return { ms: answer.ms, solved };
    };
    const post = (name: string, solved: string, body: unknown) =>
      timed(fn(name), {
        method: 'POST',
        headers: {
          ...origin,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          'X-Altcha': solved,
        },
        body: JSON.stringify(body),
      });
    const first = await challenge();
    const submit = await post('send-demo-request', first.solved, DEMO_REQUEST);
    const [agentId, flows] = Object.entries(VOICE_AGENT_FLOWS)[0]!;
    const voice = await post('voice-signed-url', (await challenge()).solved, {
      agentId,
      flow: flows[0],
      noticeShown: true,
    });
    return {
      ready: readyMs,
      'captcha-challenge': first.ms,
      'send-demo-request': submit.ms,
      'voice-signed-url': voice.ms,
    };
  } finally {
    await server.stop();
  }
}

const log = (line: string) => console.error(line);
if (!values['no-build']) {
  log('Building…');
  timeNpm(process.cwd(), ['build']);
} else if (!existsSync('dist/index.html')) {
  throw new Error('dist/ has no build; run npm run build or leave out --no-build');
}
const loadBefore = loadavg()[0]!;
const results: Timing[] = [];
for (let run = 1; run <= runs; run++) {
  log(`Run ${run} of ${runs}…`);
  results.push(await oneRun());
}
console.log(
  table(
    ['', ...results.map((_, index) => `run ${index + 1}`)],
    [
      ['spawn → "Site running"', ...results.map((result) => ms(result.ready))],
      ...FIRST_CALLS.map((name) => [`first ${name}`, ...results.map((result) => ms(result[name]))]),
    ],
  ),
);
console.log(`\nLoad average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} when done`);
const slow = results.flatMap((result) => FIRST_CALLS.filter((name) => result[name] > FIRST_CALL_BUDGET_MS));
console.log(
  slow.length === 0
    ? `Every first call answered within ${ms(FIRST_CALL_BUDGET_MS)}.`
    : `Over ${ms(FIRST_CALL_BUDGET_MS)}: ${slow.join(', ')}.`,
);
if (slow.length > 0) process.exitCode = 1;
