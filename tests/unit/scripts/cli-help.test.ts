// @vitest-environment node
// Every command of the README's Commands table that is ours answers --help with its usage (exit 0), and a
// flag it does not know with one line and the usage (exit 2), never a stack trace (issue 27).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, it } from 'vitest';

const run = promisify(execFile);

/** The npm script → what it runs (package.json), without npm in between. */
const COMMANDS: Array<[string, string[]]> = [
  ['npm run dev', ['scripts/local-stack/dev.ts']],
  ['npm start / npm run serve', ['scripts/local-stack/serve.ts']],
  ['npm run build', ['scripts/build/cli.ts']],
  ['npm run agents:push', ['scripts/ops/agents/push-cli.ts']],
  ['npm run agents:test', ['scripts/ops/agents/test-cli.ts']],
  ['npm run rehearse', ['scripts/local-checks/rehearse/cli.ts']],
  ['npm run check:live', ['scripts/ops/check-live/cli.ts']],
  ['npm run validate', ['scripts/content-engine/validate.ts']],
  ['npm run check:functions', ['scripts/ops/check-functions.ts']],
  ['npm run leads', ['scripts/ops/leads/cli.ts']],
  ['npm run new:industry', ['scripts/content-engine/new-industry.ts']],
  ['npm run bench', ['scripts/bench/cli.ts']],
  ['npm run bench:demo', ['scripts/bench/demo.ts']],
  ['npm run bench:first-calls', ['scripts/bench/first-calls.ts']],
  ['npm run bench:demo:frames', ['scripts/bench/frames.ts']],
];

async function attempt(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      timeout: 60_000,
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

// Concurrent: each case waits on a process of its own, and one after another they kept a test worker
// idle for a minute, the last file of a clean clone's run (Vitest runs the files it has no timings for
// largest first). Each case takes the `expect` of its context, as concurrent tests must.
describe.concurrent('command line help', () => {
  it.for(COMMANDS)('%s -- --help prints its usage', { timeout: 90_000 }, async ([, args], { expect }) => {
    const result = await attempt([...args, '--help']);
    // Nothing on stderr: Node runs the .ts file itself, and a warning of its own (an ExperimentalWarning
    // of type stripping or of a feature a script uses) would be the first thing a newcomer reads.
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: npm /);
    expect(result.code).toBe(0);
  });

  it.for(COMMANDS)(
    '%s -- --no-such-flag is refused in one line, without a stack trace',
    { timeout: 90_000 },
    async ([, args], { expect }) => {
      const result = await attempt([...args, '--no-such-flag']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^(Unknown option '--no-such-flag'|.*--no-such-flag)/);
      expect(result.stderr).toContain('Usage: npm ');
      expect(result.stderr).not.toMatch(/\n\s+at |ERR_PARSE_ARGS/);
    },
  );
});
