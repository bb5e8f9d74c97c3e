// @vitest-environment node
// check:live reads its flags with cli-args.ts like every other command: a flag without its value is
// refused before anything is fetched (its own reader took `--key` alone as a switch and checked the site).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('check:live refuses a flag that lacks its value, with the usage', async () => {
  const args = ['scripts/ops/check-live/cli.ts', '--site', 'http://127.0.0.1:9'];
  const result = await run(process.execPath, [...args, '--key'], { timeout: 60_000 }).catch((error) => error);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/^Option '--key <value>' argument missing\.\n\nUsage: npm run check:live/);
}, 90_000);
