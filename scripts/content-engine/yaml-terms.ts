// Words shared by the content messages: values and types named as an author sees them in YAML, and
// what a schema allows, read through zod's public classes.
import { z } from 'zod';

/** Whatever raised or owns a zod issue: a schema, a check on one, or nothing. */
export type IssueSource = z.core.$ZodType | z.core.$ZodCheck | undefined;

/** A value as YAML shows it: `text "ten"`, `the number 2`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (an empty value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return `the value ${String(value)}`;
}

/** A type zod expects, in YAML terms: `text`, `a whole number`, `a list (lines starting with "- ")`. */
export function kindName(expected: string): string {
  const names: Record<string, string> = {
    object: 'a mapping (key: value lines)',
    array: 'a list (lines starting with "- ")',
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
  };
  return names[expected] ?? (/^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`);
}

/** `"a", "b", "c"`. */
export function quoted(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** `1 item`, `3 items`. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The key an issue is about (the last step of its path), when it is a key and not a list position. */
export function keyName(path: readonly PropertyKey[] | undefined): string | undefined {
  const last = path?.at(-1);
  return typeof last === 'string' ? last : undefined;
}

/** The schema's own description (the one editors show on hover), without its closing full stop. */
export function descriptionOf(schema: IssueSource): string | undefined {
  const text = schema instanceof z.ZodType ? schema.description : undefined;
  return text ? text.replace(/\.$/, '') : undefined;
}

/** The keys a mapping may have: an object's fields, or the allowed keys of a record. */
export function allowedKeys(schema: IssueSource): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodRecord && schema.keyType instanceof z.ZodEnum) return schema.keyType.options.map(String);
  return [];
}

/** An object's keys for an author to fill in, required ones marked: `title, message (required)`. */
export function keyList(schema: IssueSource): string {
  if (!(schema instanceof z.ZodObject)) return '';
  const shape: Record<string, unknown> = schema.shape;
  return Object.entries(shape)
    .map(([key, field]) => (field instanceof z.ZodType && !field.isOptional() ? `${key} (required)` : key))
    .join(', ');
}

/** The numbers a number field takes: `a whole number from 1 to 999`, `a number of at least 0`. */
export function numberRange(schema: IssueSource): string {
  if (!(schema instanceof z.ZodNumber)) return 'a number';
  const kind = schema.isInt ? 'a whole number' : 'a number';
  // A whole number's own limits are the safe-integer range; only limits the schema sets are news.
  const min = schema.minValue !== null && schema.minValue > Number.MIN_SAFE_INTEGER ? schema.minValue : null;
  const max = schema.maxValue !== null && schema.maxValue < Number.MAX_SAFE_INTEGER ? schema.maxValue : null;
  if (min !== null && max !== null) return `${kind} from ${min} to ${max}`;
  if (min !== null) return `${kind} of at least ${min}`;
  if (max !== null) return `${kind} of at most ${max}`;
  return kind;
}

/** The lengths a text field takes: `50 to 160 characters`, `at most 70 characters`. */
export function lengthRange(schema: IssueSource): string | undefined {
  if (!(schema instanceof z.ZodString)) return undefined;
  const min = schema.minLength !== null && schema.minLength > 1 ? schema.minLength : null;
  const max = schema.maxLength;
  if (min !== null && max !== null) return `${min} to ${max} characters`;
  if (max !== null) return `at most ${max} characters`;
  if (min !== null) return `at least ${min} characters`;
  return undefined;
}
