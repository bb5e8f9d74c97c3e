// supabase/schema.sql: the schema as the migrations leave it, in one file a reviewer can read. PGlite
// applies the migrations as the local backend does (database.ts), then pg_dump prints the schema.
// pg_dump comes from @electric-sql/pglite-tools, PGlite's own build of it for a PGlite instance: its
// newest release (0.4.8) names PGlite 0.5.8 as its peer while we run 0.5.x later, so package.json's
// `overrides` hands it our PGlite (pg_dump speaks the Postgres wire protocol, which PGlite keeps).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { openLocalDatabase } from './database.ts';

export const SCHEMA_FILE = fileURLToPath(new URL('../../../supabase/schema.sql', import.meta.url));

/** The one-line command that rewrites the file, named in its header and in the test's hint. */
export const SCHEMA_COMMAND = 'npm run schema';

const HEADER = `-- The database schema as supabase/migrations/ leave it, dumped by PGlite's pg_dump. Written by
-- \`${SCHEMA_COMMAND}\`: never edit it by hand, and never apply it (Supabase runs the migrations). A unit
-- test (tests/unit/scripts/local-stack/supabase/schema-dump.test.ts) fails when it differs from them.
`;

/**
 * The dump without what changes between runs or machines: the server and pg_dump versions and the
 * random \\restrict key of newer pg_dumps. Runs of blank lines shrink to one; the file ends in one newline.
 */
export function normaliseDump(dump: string): string {
  const kept = dump
    .split('\n')
    .filter((line) => !/^-- Dumped (from|by) /.test(line) && !/^\\(un)?restrict /.test(line))
    .join('\n');
  return `${HEADER}${kept.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

/** Applies the migrations to a fresh in-memory PGlite and dumps its schema, normalised. */
export async function dumpSchema(): Promise<string> {
  const db = await openLocalDatabase('memory://schema-dump');
  try {
    // local_backend only records which migrations ran; ownership is the platform's, not the migrations'.
    const args = ['--schema-only', '--no-owner', '--exclude-schema=local_backend'];
    const file = await pgDump({ pg: db, args });
    return normaliseDump(await file.text());
  } finally {
    await db.close();
  }
}

/** What supabase/schema.sql holds now ('' when it does not exist yet). */
export const readSchemaFile = () => readFile(SCHEMA_FILE, 'utf8').catch(() => '');

/** Rewrites supabase/schema.sql; true when it changed. */
export async function writeSchemaFile(): Promise<boolean> {
  const [dump, current] = await Promise.all([dumpSchema(), readSchemaFile()]);
  if (dump === current) return false;
  await writeFile(SCHEMA_FILE, dump);
  return true;
}
