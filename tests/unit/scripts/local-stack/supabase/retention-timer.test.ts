// @vitest-environment node
// The local stand-in for Supabase's pg_cron job: a backend that starts runs the retention job with
// the configured period, and `npm run leads` (retentionEveryMs 0) deletes nothing.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../scripts/local-stack/supabase/database.ts';
import { createLocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { recordingLogger } from '../../../support/backend.ts';
import { TEST_LEADS } from '../../../support/lead-fakes.ts';

/** A data directory with the two sessions, made once: opening a new one on disk costs more than the tests. */
let seeded: string;
/** This test's copy of it, which the test's backend opens as its existing database. */
let dataDir: string;
beforeAll(async () => {
  seeded = await mkdtemp(path.join(os.tmpdir(), 'retention-seed-'));
  const db = await openLocalDatabase(seeded);
  await runAs(db, 'service_role', (tx) =>
    tx.exec(`insert into public.voice_sessions (conversation_id, flow, agent_id, notice_shown, created_at) values
      ('conv_expired', 'automotive', 'agent_auto', true, now() - interval '40 days'),
      ('conv_kept', 'automotive', 'agent_auto', true, now() - interval '10 days')`),
  );
  await db.close();
}, 60_000);
afterAll(async () => {
  await rm(seeded, { recursive: true, force: true });
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'retention-'));
  await cp(seeded, dataDir, { recursive: true });
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function remaining(retentionEveryMs: number): Promise<unknown[]> {
  const log = recordingLogger();
  const backend = await createLocalBackend({ dataDir, voiceLeads: TEST_LEADS, retentionEveryMs, log });
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (await backend.listVoiceSessions()).map((row) => row.conversation_id);
  } finally {
    await backend.close();
  }
}

describe('the local retention job', () => {
  it(`deletes records older than the period (${TEST_LEADS.retentionDays} days) when the server starts`, async () => {
    expect(await remaining(3_600_000)).toEqual(['conv_kept']);
  });

  it('does not run where it is turned off (npm run leads)', async () => {
    expect((await remaining(0)).sort()).toEqual(['conv_expired', 'conv_kept']);
  });
});
