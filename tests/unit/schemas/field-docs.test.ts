// One source for field docs: the schemas' `.describe()` text. Hover docs (the JSON Schemas of
// `npm run generate`), AUTHORING.md's key tables and the editor's help all read it, and a schema field
// has no second doc (a JSDoc comment) to drift from it: "Sales Team Interview" in one and "General
// Demo" in the other was how that went.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoSchema } from '../../../schemas/demo.ts';
import { AgentSchema } from '../../../schemas/agent.ts';
import { formSchema } from '../../../scripts/editor-server/files.ts';
import { fieldSpec, type FieldSpec, type JsonSchema } from '../../../src/editor/schema/fieldSpec.ts';

const SCHEMAS = 'schemas';

/** `line: key` of each zod object property that carries a JSDoc comment as well as its description. */
export function doubleDocs(source: string): string[] {
  const lines = source.split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (!/^\s+\/\*\*/.test(line)) return;
    let end = index;
    while (!lines[end]!.includes('*/')) end += 1;
    const next = lines[end + 1] ?? '';
    const property = /^(\s+)(\w+): (.*)$/.exec(next);
    if (!property || next.trimEnd().endsWith(';')) return; // an interface member, not a schema field
    const indent = property[1]!.length;
    const body = [next];
    for (let at = end + 2; at < lines.length; at += 1) {
      const text = lines[at]!;
      if (text.trim() === '' || text.length - text.trimStart().length <= indent) break;
      body.push(text);
    }
    const text = body.join('\n');
    // Described here (`.describe(`, a `text(…, doc)` or `link(…, doc)` helper), or by the schema it names.
    if (/\.describe\(|\b(text|link)\(|\b[A-Z]\w*Schema\b|defaultToast\(/.test(text))
      found.push(`${end + 2}: ${property[2]}`);
  });
  return found;
}

const childOf = (spec: FieldSpec, key: string): FieldSpec => {
  if (spec.kind !== 'object') throw new Error(`${key}: not in an object`);
  const field = spec.fields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`${key}: no such field`);
  return field.spec;
};

describe('field docs', () => {
  it('are written once: no schema field has a JSDoc comment besides its description', () => {
    const files = readdirSync(SCHEMAS, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.ts'));
    const doubled = files.flatMap((name) =>
      doubleDocs(readFileSync(join(SCHEMAS, name), 'utf8')).map((at) => `schemas/${name}:${at}`),
    );
    expect(doubled, 'keep the .describe() text and delete the comment').toEqual([]);
  });

  it('finds a doubled doc when there is one', () => {
    const source = [
      'export const X = z.strictObject({',
      '  /** The name. */',
      "  name: TextSchema.describe('Display name.'),",
      '  /** Why this one has no describe: it is a plain value. */',
      "  path: '/og-default.png',",
      '});',
      'interface Y {',
      '  /** Fine: a type, not a field. */',
      '  label: string;',
      '}',
    ].join('\n');
    expect(doubleDocs(source)).toEqual(['3: name']);
  });

  it('reach the hover docs, the AUTHORING.md tables and the editor help word for word', () => {
    const guide = readFileSync('AUTHORING.md', 'utf8');
    const cases: Array<[string, string | undefined, string[]]> = [
      ['agentId', DemoSchema.shape.agentId.description, ['demo', 'agentId']],
      ['agent.firstMessage', AgentSchema.shape.firstMessage.description, ['demo', 'agent', 'firstMessage']],
    ];
    for (const [row, text, path] of cases) {
      expect(text).toBeTruthy();
      const json = path.reduce(
        (node: JsonSchema, key) => (node.properties as Record<string, JsonSchema>)[key]!,
        formSchema('industry') as JsonSchema,
      );
      expect(json.description).toBe(text);
      expect(guide).toContain(`| \`${row}\` |`);
      expect(guide).toContain(text!.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
      const help = path.reduce(childOf, fieldSpec(formSchema('industry') as JsonSchema)).help;
      expect(help).toBe(text);
    }
  });
});
