// The key tables AUTHORING.md embeds (`<!-- keys: name -->` blocks), from the zod schemas that validate the
// files; npm run generate writes them.
import { z } from 'zod';
import { DemoSchema } from '../../schemas/demo.ts';
import { IndustrySchema } from '../../schemas/industry.ts';
import { SectionSchema, SECTION_TYPES } from '../../schemas/sections/index.ts';
import { SiteSchema } from '../../schemas/site.ts';

/** The part of a JSON Schema node the key tables read. */
interface JsonNode {
  type?: string | string[];
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonNode | boolean;
}

const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07' }) as JsonNode;

/**
 * One Markdown table of keys, from the same zod schemas that validate the files: key (dotted, `[]`
 * for each list item), whether it is required, its default, and its description.
 */
export function keyTable(node: JsonNode, skip: readonly string[] = []): string {
  const rows = flatten(node, '', true).filter(
    (row) => !skip.some((prefix) => row.key === prefix || row.key.startsWith(`${prefix}.`)),
  );
  return [
    '| key | required | what it is |',
    '|---|---|---|',
    ...rows.map((row) => `| \`${row.key}\` | ${row.required} | ${escapeCell(row.description)} |`),
  ].join('\n');
}

interface Row {
  key: string;
  required: string;
  description: string;
}

function flatten(node: JsonNode, prefix: string, parentRequired: boolean): Row[] {
  const rows: Row[] = [];
  const objects = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].filter((option) => option.properties);
  for (const object of objects) {
    for (const [key, child] of Object.entries(object.properties ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key;
      const required = parentRequired && (object.required ?? []).includes(key);
      const fallback = child.default !== undefined ? `no (default ${JSON.stringify(child.default)})` : 'no';
      rows.push({ key: path, required: required ? 'yes' : fallback, description: child.description ?? '' });
      rows.push(...flatten(child, path, true));
      const item = child.items;
      if (item?.properties) rows.push(...flatten(item, `${path}[]`, true));
    }
  }
  return rows;
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\n', ' ');
}

/** The tables AUTHORING.md embeds, by marker name. */
export function guideTables(): Record<string, string> {
  const tables: Record<string, string> = {
    industry: keyTable(toJson(IndustrySchema), ['landing.sections', 'demo']),
    demo: keyTable(toJson(DemoSchema)),
    site: keyTable(toJson(SiteSchema)),
  };
  for (const type of SECTION_TYPES) {
    const option = SectionSchema.options.find((candidate) => candidate.shape.type.value === type)!;
    tables[`section ${type}`] = keyTable(toJson(option), ['type']);
  }
  return tables;
}

/** Replaces each `<!-- keys: name -->…<!-- /keys -->` block of `markdown` with the current table. */
export function withGuideTables(markdown: string): string {
  const tables = guideTables();
  return markdown.replace(
    /(<!-- keys: ([^>]+?) -->\n)[\s\S]*?(<!-- \/keys -->)/g,
    (_, open: string, name: string, close: string) => {
      const table = tables[name];
      if (!table) throw new Error(`AUTHORING.md asks for a key table "${name}" that does not exist`);
      // Prettier would re-align the columns on every run; the table is generated, so it is left as is.
      return `${open}<!-- prettier-ignore -->\n${table}\n\n${close}`;
    },
  );
}
