// @vitest-environment node
// Every edge function must type-check under Deno, the runtime Supabase deploys them to.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('supabase functions', () => {
  it('pass deno check (npm run check:functions)', () => {
    const result = spawnSync(process.execPath, ['scripts/ops/check-functions.ts'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(result.stderr + result.stdout).toContain('deno check passed');
    expect(result.status).toBe(0);
  }, 120_000);
});
