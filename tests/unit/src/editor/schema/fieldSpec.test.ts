// The editor's forms come from the zod schemas with no second configuration: every key of every
// content schema becomes a field with its description as help, and a changed schema changes the form.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_SCHEMAS, jsonSchemaText } from '../../../../../scripts/content-engine/json-schema.ts';
import { FaqSectionSchema } from '../../../../../schemas/sections/faq.ts';
import { emptyValue, fieldSpec, type FieldSpec, type JsonSchema } from '../../../../../src/editor/schema/fieldSpec.ts';

const specOf = (schema: z.ZodType) => fieldSpec(JSON.parse(jsonSchemaText(schema)) as JsonSchema);

/** Every field of a spec by dotted path (union variants as type=<name>). */
function fields(spec: FieldSpec, path = ''): Map<string, FieldSpec> {
  const out = new Map<string, FieldSpec>([[path, spec]]);
  const add = (child: FieldSpec, at: string) => fields(child, at).forEach((value, key) => out.set(key, value));
  if (spec.kind === 'object')
    spec.fields.forEach((field) => add(field.spec, path ? `${path}.${field.key}` : field.key));
  if (spec.kind === 'array') add(spec.item, `${path}[]`);
  if (spec.kind === 'union')
    Object.entries(spec.variants).forEach(([type, variant]) => add(variant, `${path}<${type}>`));
  return out;
}

describe('editor field specs', () => {
  it.each(Object.entries(JSON_SCHEMAS))('%s: every key is a field of the form vocabulary', (_file, schema) => {
    const all = fields(specOf(schema));
    const unknown = [...all].filter(([, spec]) => spec.kind === 'unknown').map(([path]) => path);
    expect(unknown).toEqual([]);
  });

  it('takes labels, help, enums, defaults and required-ness from the schema', () => {
    const spec = specOf(JSON_SCHEMAS['industry.schema.json']);
    const sections = fields(spec).get('landing.sections[]');
    expect(sections?.kind).toBe('union');
    if (sections?.kind !== 'union') return;
    expect(Object.keys(sections.variants)).toEqual(expect.arrayContaining(['hero', 'faq', 'cta']));
    const hero = fields(sections.variants.hero!);
    expect(hero.get('title')).toMatchObject({
      label: 'Title',
      required: true,
      help: 'The page headline, shown as the h1.',
    });
    expect(hero.get('background')).toMatchObject({ kind: 'enum', default: 'default', required: false });
    expect(hero.get('eyebrow')?.required).toBe(false);
  });

  it('changes the form when a schema changes, with no second edit', () => {
    const changed = FaqSectionSchema.extend({
      footnote: z.string().max(60).describe('A short line under the questions.'),
    });
    const before = fields(specOf(FaqSectionSchema));
    const after = fields(specOf(changed));
    expect(before.has('footnote')).toBe(false);
    expect(after.get('footnote')).toMatchObject({
      kind: 'string',
      label: 'Footnote',
      required: true,
      help: 'A short line under the questions.',
    });
  });

  it('starts a new section with its type and required keys', () => {
    const sections = fields(specOf(JSON_SCHEMAS['industry.schema.json'])).get('landing.sections[]')!;
    expect(emptyValue(sections, 'faq')).toMatchObject({ type: 'faq' });
  });
});
