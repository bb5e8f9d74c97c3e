// The rehearsal's `npx supabase db push`: applies supabase/migrations (of the folder it runs in) to the
// platform's database and checks the tables the functions write. Run by the rehearsal in its copy.
import { join } from 'node:path';
import { openLocalDatabase } from '../../local-stack/index.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node scripts/local-checks/rehearse/db-push.ts <platform data dir>');
const db = await openLocalDatabase(join(dataDir, 'pglite'));
try {
  const applied = await db.query<{ count: number }>(
    'select count(*)::int as count from local_backend.applied_migrations',
  );
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const names = tables.rows.map((row) => row.name);
  const missing = ['demo_requests', 'voice_sessions'].filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`the migrations left no public.${missing.join(', public.')}`);
  console.log(`${applied.rows[0]?.count ?? 0} migrations applied; tables ${names.join(', ')}`);
} finally {
  await db.close();
}
