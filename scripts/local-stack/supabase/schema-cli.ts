// npm run schema: rewrites supabase/schema.sql from the migrations (schema-dump.ts says how).
import { writeSchemaFile } from './schema-dump.ts';

console.log((await writeSchemaFile()) ? 'wrote supabase/schema.sql' : 'supabase/schema.sql is up to date');
