// @vitest-environment node
// The outbox cron SQL enables pg_net as well as pg_cron (the job's HTTP call is net.http_post) and calls
// drain-email-outbox with the drain secret, which only works while that function skips the JWT check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFunctionBlocks, verifiesJwt } from '../../../scripts/local-stack/supabase/functions-config.ts';

const sql = readFileSync('docs/hosting/outbox-cron.sql', 'utf8');

describe('docs/hosting/outbox-cron.sql', () => {
  it('enables pg_cron and pg_net before scheduling', () => {
    const schedule = sql.indexOf('cron.schedule(');
    expect(sql.indexOf('create extension if not exists pg_cron;')).toBeGreaterThanOrEqual(0);
    expect(sql.indexOf('create extension if not exists pg_net;')).toBeGreaterThanOrEqual(0);
    expect(sql.indexOf('create extension if not exists pg_net;')).toBeLessThan(schedule);
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
