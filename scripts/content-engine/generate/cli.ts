// Regenerates schemas/generated/*.schema.json from the zod schemas, for editor hover docs and completion, the
// key tables of AUTHORING.md, so the guide lists exactly the keys the checker accepts, and the
// functions' copy of the scheduling page from industries/site.yaml.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeBookingConfig } from './booking-config.ts';
import { writeCallMeConfig } from './call-me-config.ts';
import { writeCrmConfig } from './crm-config.ts';
import { SCHEDULING_PAGE_FILE, writeSchedulingPage } from './scheduling-page.ts';
import { writeVoiceAgentIds } from './voice-agent-ids.ts';
import { writeVoiceLeadsConfig } from './voice-leads-config.ts';
import { JSON_SCHEMAS, jsonSchemaText } from '../json-schema.ts';
import { withGuideTables } from '../guide-key-tables.ts';

for (const [file, schema] of Object.entries(JSON_SCHEMAS)) {
  writeFileSync(join('schemas', 'generated', file), jsonSchemaText(schema));
  console.log(`wrote schemas/generated/${file}`);
}

const guide = readFileSync('AUTHORING.md', 'utf8');
const updated = withGuideTables(guide);
if (updated !== guide) {
  writeFileSync('AUTHORING.md', updated);
  console.log('updated the key tables in AUTHORING.md');
}

// The functions' copy of site.yaml's scheduling page (they cannot read site.yaml once deployed).
console.log(`wrote ${SCHEDULING_PAGE_FILE} (${writeSchedulingPage()})`);

// The functions' copy of each flow's notify/keepTranscript and site.yaml's leads settings.
console.log(`wrote ${writeVoiceLeadsConfig()}`);

// The agents voice-signed-url may sign: the flows' placeholders and every pushed id.
console.log(`wrote ${writeVoiceAgentIds()}`);

// What voice-call-me checks before it dials (site.yaml callMe) and each flow's phone first message.
console.log(`wrote ${writeCallMeConfig()}`);

// What voice-booking books on (site.yaml booking) and the flows whose agent books.
console.log(`wrote ${writeBookingConfig()}`);
// The CRM destinations of site.yaml `crm:` and the consent texts, and the events' JSON Schema for the docs.
console.log(`wrote ${writeCrmConfig()}`);
