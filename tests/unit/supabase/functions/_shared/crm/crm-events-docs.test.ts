// @vitest-environment node
// docs/crm-events.md publishes the events: its examples are valid events, and its JSON Schema is the one
// `npm run generate` writes from the zod schemas the drain checks each body with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  crmEventsJsonSchema,
  CRM_EVENTS_SCHEMA_FILE,
} from '../../../../../../scripts/content-engine/generate/crm-config.ts';
import { CrmEventSchema } from '../../../../../../supabase/functions/_shared/crm/events.ts';

const page = readFileSync('docs/crm-events.md', 'utf8');
const examples = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1]!) as { type: string },
);

describe('docs/crm-events.md', () => {
  it('shows an example of every event type, each a valid event', () => {
    expect(examples.map((example) => example.type)).toEqual([
      'lead.created',
      'meeting.booked',
      'lead.forgotten',
      'ping',
    ]);
    for (const example of examples) expect(CrmEventSchema.safeParse(example).error).toBeUndefined();
  });

  it('publishes the JSON Schema generated from the zod schemas (npm run generate)', () => {
    expect(readFileSync(CRM_EVENTS_SCHEMA_FILE, 'utf8')).toBe(crmEventsJsonSchema());
  });

  it('refuses a body with a field the schema does not define', () => {
    const [created] = examples;
    expect(CrmEventSchema.safeParse({ ...created, extra: 1 }).success).toBe(false);
  });
});
