// Regenerates schemas/*.schema.json from the zod schemas, for editor hover docs and completion, and the
// key tables of AUTHORING.md, so the guide lists exactly the keys the checker accepts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSON_SCHEMAS, jsonSchemaText } from './content-engine/json-schema.ts';
import { withGuideTables } from './content-engine/reference.ts';

for (const [file, schema] of Object.entries(JSON_SCHEMAS)) {
  writeFileSync(join('schemas', file), jsonSchemaText(schema));
  console.log(`wrote schemas/${file}`);
}

const guide = readFileSync('AUTHORING.md', 'utf8');
const updated = withGuideTables(guide);
if (updated !== guide) {
  writeFileSync('AUTHORING.md', updated);
  console.log('updated the key tables in AUTHORING.md');
}
