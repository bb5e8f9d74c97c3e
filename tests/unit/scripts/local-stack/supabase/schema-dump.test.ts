// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dumpSchema,
  normaliseDump,
  readSchemaFile,
  SCHEMA_COMMAND,
} from '../../../../../scripts/local-stack/supabase/schema-dump.ts';

/** Where two texts first differ, as a line number and both lines, so the failure says what moved. */
function firstDifference(expected: string, actual: string): string {
  const [want, got] = [expected.split('\n'), actual.split('\n')];
  const index = want.findIndex((line, i) => line !== got[i]);
  const at = index === -1 ? want.length : index;
  return `line ${at + 1}:\n  migrations make: ${want[at] ?? '(end of file)'}\n  schema.sql says: ${got[at] ?? '(end of file)'}`;
}

describe('supabase/schema.sql', () => {
  it('is the schema the migrations leave', async () => {
    const [dump, file] = await Promise.all([dumpSchema(), readSchemaFile()]);
    if (dump !== file) {
      expect.fail(
        `supabase/schema.sql differs from what supabase/migrations/ make, first at ${firstDifference(dump, file)}\n` +
          `Run \`${SCHEMA_COMMAND}\` and commit supabase/schema.sql.`,
      );
    }
  }, 120_000);

  it('keeps no versions or pg_dump keys, which change between machines and runs', () => {
    const dump = [
      '-- Dumped from database version 18.6',
      '-- Dumped by pg_dump version 18.3',
      '\\restrict abc123',
      'CREATE TABLE public.t (id integer);',
      '',
      '',
      '',
      '\\unrestrict abc123',
    ].join('\n');
    const normalised = normaliseDump(dump);
    expect(normalised).toContain('CREATE TABLE public.t (id integer);\n');
    expect(normalised).not.toMatch(/version|restrict/);
    expect(normalised).toMatch(/^-- The database schema .*\n-- `npm run schema`/);
    expect(normalised.endsWith(';\n')).toBe(true);
  });
});
