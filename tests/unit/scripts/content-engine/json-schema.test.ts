import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMAS, jsonSchemaText } from '../../../../scripts/content-engine/json-schema.ts';

describe('checked-in JSON Schemas', () => {
  it.each(Object.entries(JSON_SCHEMAS))(
    'schemas/%s matches the zod schema (run npm run generate to refresh)',
    (file, schema) => {
      expect(readFileSync(join('schemas', 'generated', file), 'utf8')).toBe(jsonSchemaText(schema));
    },
  );
});
