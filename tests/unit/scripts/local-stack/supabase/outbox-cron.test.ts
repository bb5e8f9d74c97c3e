// @vitest-environment node
// The outbox cron SQL enables pg_net as well as pg_cron (the job's HTTP call is net.http_post) and calls
// drain-email-outbox with the drain secret, which only works while that function skips the JWT check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFunctionBlocks, verifiesJwt } from '../../../../../scripts/local-stack/supabase/functions-config.ts';

const sql = readFileSync('docs/hosting/outbox-cron.sql', 'utf8');

/** The SQL without comments, one space for every run of whitespace: what the database runs. */
const statements = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** DEPLOY.md's SQL block that schedules the drain (the one calling cron.schedule for drain-email-outbox). */
function deployCronBlock(): string {
  const blocks = [...readFileSync('DEPLOY.md', 'utf8').matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const block = blocks.find((text) => text.includes("cron.schedule('drain-email-outbox'"));
  if (!block) throw new Error("DEPLOY.md has no sql block scheduling 'drain-email-outbox'");
  return block;
}

describe('docs/hosting/outbox-cron.sql', () => {
  it('enables pg_cron and pg_net before scheduling', () => {
    const schedule = sql.indexOf('cron.schedule(');
    expect(sql.indexOf('create extension if not exists pg_cron;')).toBeGreaterThanOrEqual(0);
    expect(sql.indexOf('create extension if not exists pg_net;')).toBeGreaterThanOrEqual(0);
    expect(sql.indexOf('create extension if not exists pg_net;')).toBeLessThan(schedule);
  });

  it('is what DEPLOY.md tells the reader to run, create extension lines included', () => {
    const deploy = statements(deployCronBlock());
    expect(deploy).toContain('create extension if not exists pg_net;');
    expect(deploy).toBe(statements(sql));
  });

  it('posts to drain-email-outbox with the drain secret as bearer', () => {
    expect(sql).toMatch(/net\.http_post\([\s\S]*'\/functions\/v1\/drain-email-outbox'/);
    expect(sql).toMatch(
      /'Authorization', 'Bearer ' \|\|\s*\(select decrypted_secret[^)]*name = 'outbox_drain_secret'\)/,
    );
    // A bearer that is not a JWT passes the gateway only with verify_jwt = false.
    expect(verifiesJwt(readFunctionBlocks(), 'drain-email-outbox')).toBe(false);
  });
});
