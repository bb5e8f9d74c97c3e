import type { z } from 'zod';
import { ICON_NAMES } from '../../schemas/icons.ts';

type Issue = z.core.$ZodIssue;
type AnySchema = z.core.$ZodType;

/** Turns one zod issue into the sentence an author reads next to the file position. */
export function issueMessage(issue: Issue, root: AnySchema, data: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      if (issue.input === null && issue.expected === 'object')
        return emptyMappingMessage(schemaAt(root, issue.path, data));
      return `Expected ${article(issue.expected)}, got ${describeValue(issue.input)}${textHint(issue.expected, issue.input)}`;
    case 'invalid_value':
      if (isIconList(issue.values)) return iconMessage(issue.input);
      if (issue.input === undefined)
        return `Required: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      return `Expected one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}; got ${describeValue(issue.input)}${suggest(issue.input, issue.values)}`;
    case 'unrecognized_keys':
      // Handled per key by the caller (each key gets its own position).
      return `Unknown key`;
    case 'invalid_union': {
      // A discriminated union (section `type`) names its allowed tags on the issue itself.
      const tagged = issue as typeof issue & { discriminator?: string; options?: unknown[] };
      if (tagged.discriminator && tagged.options) {
        const value = valueAt(data, issue.path);
        const got =
          value === undefined
            ? `it is missing${misspeltKey(valueAt(data, issue.path.slice(0, -1)), tagged.discriminator)}`
            : `got ${JSON.stringify(value)}`;
        return `Unknown ${tagged.discriminator}: expected one of ${tagged.options.join(', ')}; ${got}${suggest(value, tagged.options)}`;
      }
      const allowed = discriminatorValues(schemaAt(root, issue.path, data));
      if (allowed.length > 0) {
        const value = valueAt(data, [...issue.path, 'type']);
        const got =
          value === undefined
            ? `it is missing${misspeltKey(valueAt(data, issue.path), 'type')}`
            : `got ${JSON.stringify(value)}`;
        return `Unknown type: expected one of ${allowed.join(', ')}; ${got}${suggest(value, allowed)}`;
      }
      const input = valueAt(data, issue.path);
      const literals = unionLiterals(issue);
      if (literals) {
        if (input === undefined)
          return `Required: expected one of ${literals.map((value) => JSON.stringify(value)).join(', ')}`;
        return `Expected one of: ${literals.map((value) => JSON.stringify(value)).join(', ')}; got ${describeValue(input)}${suggest(input, literals)}`;
      }
      if (input === undefined) return 'Required';
      const form = objectFormMessage(issue, root, data);
      if (form) return form;
      const expected = unionExpectations(issue);
      return expected.length > 0
        ? `Expected one of: ${expected.join(' or ')}; got ${describeValue(input)}`
        : 'Does not match any allowed form';
    }
    case 'too_small':
      if (issue.origin === 'array') return `Needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'Must not be empty' : `Must be at least ${issue.minimum} characters`;
      return issue.message;
    case 'too_big':
      if (issue.origin === 'array') return `Allows at most ${issue.maximum} items`;
      if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters`;
      return issue.message;
    default:
      return issue.message;
  }
}

/** The message for one unknown key, with a spelling suggestion and the allowed keys. */
export function unknownKeyMessage(key: string, objectSchema: AnySchema | undefined): string {
  const allowed = objectKeys(objectSchema);
  if (allowed.length === 0) return `Unknown key "${key}"`;
  const suggestion = closest(key, allowed);
  const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
  return `Unknown key "${key}".${hint} Allowed keys: ${allowed.join(', ')}`;
}

/** Why text came out as something else, when the cause is usually YAML reading symbols in it. */
function textHint(expected: string, input: unknown): string {
  if (expected !== 'string') return '';
  if (input === null) return '. Write the text after the colon; if it starts with #, put it in quotes';
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    return '. If this is text with ": " in it, put the whole text in quotes';
  }
  if (Array.isArray(input)) return '. If this is text that starts with [ or "- ", put it in quotes';
  if (typeof input === 'number' || typeof input === 'boolean')
    return `. Put it in quotes to make it text: "${String(input)}"`;
  return '';
}

/** A `null` where keys belong (`invalidEmail:` with nothing under it): say which keys go there. */
function emptyMappingMessage(objectSchema: AnySchema | undefined): string {
  const shape = (objectSchema?._zod.def as { shape?: Record<string, AnySchema> } | undefined)?.shape;
  const keys = shape
    ? Object.entries(shape).map(([key, field]) => (field._zod.optin === undefined ? `${key} (required)` : key))
    : [];
  const list = keys.length > 0 ? `: ${keys.join(', ')}` : '';
  return `Expected a mapping (key: value lines), got nothing (an empty value). Add its keys on the lines below, indented${list}; or delete the line`;
}

function isIconList(values: readonly unknown[]): boolean {
  return values.length === ICON_NAMES.length && values.every((value, index) => value === ICON_NAMES[index]);
}

/** Icons get their own message: the list is long, so the suggestion comes first. */
function iconMessage(input: unknown): string {
  const got = input === undefined ? 'Required: pick an icon' : `Unknown icon ${JSON.stringify(input)}`;
  const match = typeof input === 'string' ? closest(input, ICON_NAMES) : undefined;
  const hint = match ? `. Did you mean "${match}"?` : '.';
  return `${got}${hint} Use one of the names in schemas/icons.ts: ${ICON_NAMES.join(', ')}`;
}

/** When a tagged object lacks its tag, a key that looks like a misspelling of it. */
function misspeltKey(object: unknown, tag: string): string {
  if (!object || typeof object !== 'object') return '';
  const near = Object.keys(object).find((key) => key !== tag && closest(key, [tag]) === tag);
  return near ? ` ("${near}" looks like a misspelling). Did you mean "${tag}"?` : '';
}

/**
 * A union with one mapping form (`storage: memory` or a `localStorageKey` under it), given a mapping or an
 * empty value: judged by that form, so the author hears which key is missing or misspelt.
 */
function objectFormMessage(
  issue: Extract<Issue, { code: 'invalid_union' }>,
  root: AnySchema,
  data: unknown,
): string | undefined {
  const input = valueAt(data, issue.path);
  const schema = schemaAt(root, issue.path, data);
  const def = schema?._zod.def as { type?: string; options?: AnySchema[] } | undefined;
  const objects = (def?.options ?? []).map(unwrap).filter((option) => option._zod.def.type === 'object');
  if (input === null && objects.length === 1) return emptyMappingMessage(objects[0]);
  if (def?.type !== 'object' || typeof input !== 'object' || input === null) return undefined;
  // The mapping form's issues: the other forms fail on the value itself, at the union's own path.
  const branch = issue.errors.find((issues) =>
    issues.some((inner) => inner.code === 'unrecognized_keys' || inner.path.length > 0),
  );
  const unknown = branch?.find((inner) => inner.code === 'unrecognized_keys');
  if (unknown?.code === 'unrecognized_keys') return unknownKeyMessage(String(unknown.keys[0]), schema);
  const first = branch?.[0];
  if (!first) return undefined;
  return `${first.path.map(String).join('.')}: ${issueMessage({ ...first, path: [...issue.path, ...first.path] }, root, data)}`;
}

/** The allowed values of a union made only of literals, e.g. columns: 2 | 3 | 4. */
function unionLiterals(issue: Extract<Issue, { code: 'invalid_union' }>): unknown[] | undefined {
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    const first = branch[0];
    if (branch.length !== 1 || first?.code !== 'invalid_value') return undefined;
    values.push(...first.values);
  }
  return values.length > 0 ? values : undefined;
}

/** The schema that validates the value at `path`, following the data through unions. */
export function schemaAt(root: AnySchema, path: readonly PropertyKey[], data: unknown): AnySchema | undefined {
  let schema: AnySchema | undefined = unwrap(root);
  let value = data;
  for (const key of path) {
    if (!schema) return undefined;
    schema = pickUnionOption(schema, value);
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') schema = (def.shape as Record<string, AnySchema>)[String(key)];
    else if (def.type === 'array') schema = def.element as AnySchema;
    else if (def.type === 'record') schema = def.valueType as AnySchema;
    else return undefined;
    schema = schema && unwrap(schema);
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  }
  return schema && pickUnionOption(schema, value);
}

export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data);
}

function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = current._zod.def as unknown as { type: string; innerType?: AnySchema; in?: AnySchema };
    if (
      def.innerType &&
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
    ) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
    } else {
      return current;
    }
  }
}

function pickUnionOption(schema: AnySchema, value: unknown): AnySchema {
  const def = schema._zod.def as unknown as { type: string; options?: AnySchema[]; discriminator?: string };
  if (def.type !== 'union' || !def.options) return schema;
  if (def.discriminator) {
    const tag = (value as Record<string, unknown> | undefined)?.[def.discriminator];
    const match = def.options.find((option) => discriminatorValues(option, def.discriminator).includes(String(tag)));
    return match ? unwrap(match) : schema;
  }
  const objects = def.options.map(unwrap).filter((option) => (option._zod.def as { type: string }).type === 'object');
  return objects.length === 1 && typeof value === 'object' && value !== null ? objects[0]! : schema;
}

function discriminatorValues(schema: AnySchema | undefined, discriminator = 'type'): string[] {
  if (!schema) return [];
  const def = schema._zod.def as unknown as { type: string; options?: AnySchema[]; shape?: Record<string, AnySchema> };
  if (def.type === 'union' && def.options)
    return def.options.flatMap((option) => discriminatorValues(unwrap(option), discriminator));
  const tag = def.shape?.[discriminator];
  const values = (tag?._zod.def as { values?: unknown[] } | undefined)?.values;
  return values ? values.map(String) : [];
}

function objectKeys(schema: AnySchema | undefined): string[] {
  const shape = (schema?._zod.def as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function unionExpectations(issue: Extract<Issue, { code: 'invalid_union' }>): string[] {
  const expectations = new Set<string>();
  for (const branch of issue.errors) {
    const first = branch[0];
    if (!first) continue;
    if (first.code === 'invalid_type') expectations.add(article(first.expected));
    else if (first.code === 'invalid_value') first.values.forEach((value) => expectations.add(JSON.stringify(value)));
    else expectations.add(first.message);
  }
  return [...expectations];
}

function article(expected: string): string {
  if (expected === 'object') return 'a mapping (key: value lines)';
  if (expected === 'array') return 'a list (lines starting with "- ")';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (an empty value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function suggest(value: unknown, allowed: readonly unknown[]): string {
  if (typeof value !== 'string') return '';
  const match = closest(value, allowed.map(String));
  return match && match !== value ? `. Did you mean "${match}"?` : '';
}

/** The allowed key nearest to a misspelling, if it is near enough to be a plausible typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** Edits between two words, a swap of neighbouring letters (`tilte`) counting as one. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
