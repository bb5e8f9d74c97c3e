import { describe, expect, it } from 'vitest';
import { JSON_SCHEMAS, jsonSchemaText } from '../../../../scripts/content-engine/json-schema.ts';
import { ICON_NAMES } from '../../../../schemas/icons.ts';
import { SECTION_TYPES } from '../../../../schemas/sections/index.ts';

interface Node {
  description?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  additionalProperties?: Node | boolean;
  enum?: unknown[];
  const?: unknown;
}

/** Every property of a JSON Schema with its dotted path, through lists and alternatives. */
function properties(node: Node, path = ''): Array<{ path: string; node: Node }> {
  const found: Array<{ path: string; node: Node }> = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    found.push({ path: `${path}.${key}`, node: child }, ...properties(child, `${path}.${key}`));
  }
  if (node.items) found.push(...properties(node.items, `${path}[]`));
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) found.push(...properties(option, path));
  if (typeof node.additionalProperties === 'object') found.push(...properties(node.additionalProperties, `${path}{}`));
  return found;
}

describe('JSON Schemas for editors', () => {
  it.each(Object.entries(JSON_SCHEMAS))('%s documents every field', (_file, schema) => {
    const json = JSON.parse(jsonSchemaText(schema)) as Node;
    const undocumented = properties(json)
      .filter(({ node }) => !node.description)
      .map(({ path }) => path);
    expect(undocumented).toEqual([]);
  });

  it('offers the icon names and section types as values to pick from', () => {
    const json = JSON.parse(jsonSchemaText(JSON_SCHEMAS['industry.schema.json'])) as Node;
    const all = properties(json);
    const icons = all.filter(({ path }) => path.endsWith('.icon'));
    expect(icons.length).toBeGreaterThan(0);
    for (const { node } of icons) expect(node.enum).toEqual([...ICON_NAMES]);
    const types = new Set(all.filter(({ path }) => path === '.landing.sections[].type').map(({ node }) => node.const));
    expect([...types].sort()).toEqual([...SECTION_TYPES].sort());
  });
});
