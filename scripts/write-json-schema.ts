// Regenerates schemas/*.schema.json from the zod schemas, for editor hover docs and completion.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSON_SCHEMAS, jsonSchemaText } from './content/json-schema.ts';

for (const [file, schema] of Object.entries(JSON_SCHEMAS)) {
  writeFileSync(join('schemas', file), jsonSchemaText(schema));
  console.log(`wrote schemas/${file}`);
}
