// The local stand-in for Supabase's Postgres: PGlite with Supabase's API roles and our migrations.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { emptyClusterTarball, isNewDataDir } from './cluster-template.ts';

/** The roles PostgREST switches to on Supabase; every local request runs as one of them. */
export type DatabaseRole = 'anon' | 'authenticated' | 'service_role';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

// Supabase creates these roles itself, so the migrations assume them; PGlite starts without them.
export const CREATE_SUPABASE_ROLES = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;`;

const CREATE_MIGRATION_LOG = `
create schema if not exists local_backend;
create table if not exists local_backend.applied_migrations (
  file text primary key,
  sha256 text not null,
  applied_at timestamptz not null default now()
);`;

/** Opens (or creates) the database at `dataDir` ('memory://' for tests) and brings it up to date. */
export async function openLocalDatabase(dataDir: string): Promise<PGlite> {
  const fresh = isNewDataDir(dataDir);
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, ...(fresh ? { loadDataDir: await emptyClusterTarball() } : {}) });
  try {
    await db.exec(CREATE_SUPABASE_ROLES);
    await applyMigrations(db, dataDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Runs `work` in a transaction as `role`, so grants, RLS and constraints apply as on Supabase. */
export function runAs<T>(db: PGlite, role: DatabaseRole, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return work(tx);
  });
}

async function applyMigrations(db: PGlite, dataDir: string): Promise<void> {
  await db.exec(CREATE_MIGRATION_LOG);
  const applied = new Map(
    (
      await db.query<{ file: string; sha256: string }>('select file, sha256 from local_backend.applied_migrations')
    ).rows.map((row) => [row.file, row.sha256]),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();

  for (const file of files) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const sha256 = createHash('sha256').update(sql).digest('hex');
    const appliedSha = applied.get(file);
    if (appliedSha !== undefined) {
      // Applied migrations are history; editing one changes nothing here, which is easy to miss.
      if (appliedSha !== sha256) {
        console.warn(
          `supabase/migrations/${file} changed after it was applied to ${dataDir}; the local database keeps the old ` +
            `version. Put changes in a new migration, or delete ${dataDir} to rebuild the local database.`,
        );
      }
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into local_backend.applied_migrations (file, sha256) values ($1, $2)', [file, sha256]);
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Applying supabase/migrations/${file} to the local database failed: ${reason}. ` +
          `Fix the migration, or delete ${dataDir} if the local database is out of step with the migrations.`,
      );
    }
  }
}
