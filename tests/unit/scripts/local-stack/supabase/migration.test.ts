// @vitest-environment node
// The demo_requests migration on PGlite, with Supabase's roles: what anon may and may not do.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { openLocalDatabase, runAs } from '../../../../../scripts/local-stack/supabase/database.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(async () => {
  await db.close();
});

const contactRow = { name: 'Ann', company: 'Acme', phone: '0400 000 000', email: '' };

/** Inserts `row` as `role` and returns the Postgres error code, or 'ok'. */
async function insertAs(role: 'anon' | 'service_role', row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row);
  const sql = `insert into public.demo_requests (${columns.join(', ')})
               values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
  try {
    await runAs(db, role, (tx) => tx.query(sql, Object.values(row)));
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

async function statementAs(role: 'anon' | 'service_role', sql: string): Promise<string> {
  try {
    await runAs(db, role, (tx) => tx.query(sql));
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('demo_requests migration', () => {
  it('lets anon insert a contact request, filling the defaults', async () => {
    expect(await insertAs('anon', contactRow)).toBe('ok');
    const { rows } = await runAs(db, 'service_role', (tx) =>
      tx.query<Record<string, unknown>>('select * from public.demo_requests where name = $1', ['Ann']),
    );
    expect(rows[0]).toMatchObject({ ...contactRow, source: 'contact', website: null });
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
  });

  it.each([
    ['select', 'select * from public.demo_requests'],
    ['update', "update public.demo_requests set name = 'x'"],
    ['delete', 'delete from public.demo_requests'],
    ['insert … returning', "insert into public.demo_requests (name, company) values ('a', 'b') returning id"],
  ])('denies anon %s', async (_, sql) => {
    expect(await statementAs('anon', sql)).toBe('42501');
  });

  it.each([
    ['source', { source: 'demo_modal' }],
    ['notified_at', { notified_at: '2000-01-01' }],
    ['created_at', { created_at: '2000-01-01' }],
    ['website', { website: 'https://spam.example' }],
    ['ai_help', { ai_help: 'spam' }],
  ])('denies anon setting %s', async (_, extra) => {
    expect(await insertAs('anon', { ...contactRow, ...extra })).toBe('42501');
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['a blank company', { company: '' }],
    ['a phone over 50 characters', { phone: '1'.repeat(51) }],
    ['an e-mail without @', { email: 'ann.example.com' }],
    ['an e-mail with spaces', { email: 'ann smith@example.com' }],
    ['an e-mail without a dot in the domain', { email: 'ann@localhost' }],
  ])('rejects %s from anon with a check violation', async (_, change) => {
    expect(await insertAs('anon', { ...contactRow, ...change })).toBe('23514');
  });

  it.each([
    ['an unknown source', { source: 'newsletter' }],
    ['a website over 500 characters', { website: 'w'.repeat(501) }],
    ['ai_help over 5000 characters', { ai_help: 'a'.repeat(5001) }],
    ['additional_notes over 5000 characters', { additional_notes: 'a'.repeat(5001) }],
  ])('rejects %s even from the service role', async (_, change) => {
    expect(await insertAs('service_role', { ...contactRow, ...change })).toBe('23514');
  });

  it('lets the service role store modal requests and read every row', async () => {
    const modalRow = {
      name: 'Bo',
      email: 'bo@example.com',
      company: 'Co',
      phone: '',
      website: 'co.example',
      ai_help: 'Answer calls',
      additional_notes: null,
      source: 'demo_modal',
    };
    expect(await insertAs('service_role', modalRow)).toBe('ok');
    const { rows } = await runAs(db, 'service_role', (tx) =>
      tx.query<{ source: string }>('select source from public.demo_requests order by created_at'),
    );
    expect(rows.map((row) => row.source)).toEqual(['contact', 'demo_modal']);
  });
});

describe('persisted local database', () => {
  it('applies migrations once and refuses a second opener of the same directory', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-backend-'));
    const dataDir = path.join(dir, 'pglite');
    const quiet = { info() {}, warn() {}, error() {} };
    try {
      const first = await createLocalBackend({ dataDir, outboxFile: path.join(dir, 'outbox.jsonl'), log: quiet });
      await expect(createLocalBackend({ dataDir, log: quiet })).rejects.toThrow(/already open in this process/);
      await first.close();

      const second = await createLocalBackend({ dataDir, log: quiet });
      expect(await second.listDemoRequests()).toEqual([]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
