// @vitest-environment node
// New local databases start from a cached empty cluster (scripts/local-stack/supabase/cluster-template.ts): the
// migrations still run on each, nothing leaks from one database to the next, and an existing data
// directory is opened as it is, never replaced by the template.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_FILE, isNewDataDir } from '../../../../../scripts/local-stack/supabase/cluster-template.ts';
import { MIGRATIONS_DIR, openLocalDatabase } from '../../../../../scripts/local-stack/supabase/database.ts';

const MIGRATIONS = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).length;

async function countOf(db: Awaited<ReturnType<typeof openLocalDatabase>>, table: string): Promise<number> {
  return (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
}

describe('the local database template', () => {
  it('gives every new database all migrations and none of the rows of another', async () => {
    const first = await openLocalDatabase('memory://');
    await first.exec(
      `insert into public.voice_sessions (conversation_id, flow, agent_id, notice_shown) values ('conv_a', 'demo', 'agent', true)`,
    );
    const second = await openLocalDatabase('memory://');
    try {
      for (const db of [first, second]) expect(await countOf(db, 'local_backend.applied_migrations')).toBe(MIGRATIONS);
      expect(await countOf(first, 'public.voice_sessions')).toBe(1);
      expect(await countOf(second, 'public.voice_sessions')).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    // The cache is a tar file (ustar magic at byte 257) that later processes read instead of initdb.
    expect(readFileSync(CACHE_FILE).subarray(257, 262).toString()).toBe('ustar');
  }, 60_000);

  it('opens an existing data directory as it is', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'template-')), 'db');
    try {
      expect(isNewDataDir(dataDir)).toBe(true);
      const db = await openLocalDatabase(dataDir);
      await db.exec(
        `insert into public.voice_sessions (conversation_id, flow, agent_id, notice_shown) values ('conv_kept', 'demo', 'agent', true)`,
      );
      await db.close();
      expect(isNewDataDir(dataDir)).toBe(false);
      const again = await openLocalDatabase(dataDir);
      expect((await again.query('select conversation_id from public.voice_sessions')).rows).toEqual([
        { conversation_id: 'conv_kept' },
      ]);
      await again.close();
    } finally {
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 60_000);
});
