// @vitest-environment node
// The voice_sessions migration on PGlite with Supabase's roles: nothing for anon or authenticated,
// and the retention job deletes exactly the records past the period.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs, type DatabaseRole } from '../../../../../scripts/local-stack/supabase/database.ts';
import { deleteExpiredVoiceSessions } from '../../../../../scripts/local-stack/supabase/voice-session-store.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(async () => {
  await db.close();
});

async function as(role: DatabaseRole, sql: string, params: unknown[] = []): Promise<string> {
  try {
    await runAs(db, role, (tx) => tx.query(sql, params));
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

const insert = (id: string, createdAt = 'now()') =>
  `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, created_at)
   values ('${id}', 'automotive', 'agent_auto', '{"name":"Ann"}', true, ${createdAt})`;

const ids = async () =>
  (
    await runAs(db, 'service_role', (tx) =>
      tx.query<{ conversation_id: string }>('select conversation_id from public.voice_sessions order by 1'),
    )
  ).rows.map((row) => row.conversation_id);

describe('voice_sessions migration', () => {
  it('lets the service role write and read', async () => {
    expect(await as('service_role', insert('conv_service'))).toBe('ok');
    expect(await ids()).toContain('conv_service');
  });

  it.each(['anon', 'authenticated'] as const)(
    'gives %s no select, insert, update, delete or retention job',
    async (role) => {
      expect(await as(role, 'select * from public.voice_sessions')).toBe('42501');
      expect(await as(role, insert(`conv_${role}`))).toBe('42501');
      expect(await as(role, "update public.voice_sessions set summary = 'x'")).toBe('42501');
      expect(await as(role, 'delete from public.voice_sessions')).toBe('42501');
      expect(await as(role, 'select public.delete_expired_voice_sessions(1)')).toBe('42501');
      expect(await ids()).not.toContain(`conv_${role}`);
    },
  );

  it('has row level security on, with a policy that denies visitors', async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'public.voice_sessions'::regclass",
    );
    expect(rows[0]?.relrowsecurity).toBe(true);
    const policies = await db.query<{ permissive: string; roles: string[] }>(
      "select permissive, roles::text[] as roles from pg_policies where tablename = 'voice_sessions'",
    );
    expect(policies.rows).toEqual([{ permissive: 'RESTRICTIVE', roles: ['anon', 'authenticated'] }]);
  });

  it('refuses malformed records', async () => {
    expect(await as('service_role', insert('bad id; drop'))).toBe('23514');
    expect(
      await as(
        'service_role',
        `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown)
         values ('conv_arr', 'automotive', 'agent_auto', '[]', true)`,
      ),
    ).toBe('23514');
  });

  it('retention deletes only the records older than the period', async () => {
    await as('service_role', 'delete from public.voice_sessions');
    await as('service_role', insert('conv_old', "now() - interval '31 days'"));
    await as('service_role', insert('conv_edge', "now() - interval '29 days 23 hours'"));
    await as('service_role', insert('conv_new'));
    expect(await deleteExpiredVoiceSessions(db, 30)).toBe(1);
    expect(await ids()).toEqual(['conv_edge', 'conv_new']);
    expect(await as('service_role', 'select public.delete_expired_voice_sessions(0)')).toBe('P0001');
  });
});
