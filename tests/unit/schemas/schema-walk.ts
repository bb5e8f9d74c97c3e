// Reads the content schemas the way the mutation generator needs, through zod's public classes.
import { z } from 'zod';

type Schema = z.core.$ZodType;

/** The schema under optional, default, prefault, readonly, catch and pipe wrappers. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodNonOptional
    ) {
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
    } else {
      return current;
    }
  }
}

/** The schema that validates the value at `path` of `data`, following the data through unions. */
export function schemaAt(root: Schema, path: readonly PropertyKey[], data: unknown): Schema | undefined {
  let schema: Schema | undefined = unwrap(root);
  let value = data;
  for (const key of path) {
    if (!schema) return undefined;
    schema = pickOption(schema, value);
    if (schema instanceof z.ZodObject) schema = fieldOf(schema, String(key));
    else if (schema instanceof z.ZodArray) schema = schema.element;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType;
    else return undefined;
    schema = schema && unwrap(schema);
    value =
      value && typeof value === 'object'
        ? Object.entries(value).find(([name]) => name === String(key))?.[1]
        : undefined;
  }
  return schema && pickOption(schema, value);
}

/** A field of an object schema, as written (wrappers included), or undefined. */
export function fieldOf(schema: Schema | undefined, key: string): Schema | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const shape: Record<string, Schema> = schema.shape;
  return Object.hasOwn(shape, key) ? shape[key] : undefined;
}

/** The kind of value a field takes: string, number, boolean, array, object, or another zod type name. */
export function kindOf(schema: Schema): string {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodString) return 'string';
  if (inner instanceof z.ZodNumber) return 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodArray) return 'array';
  if (inner instanceof z.ZodObject) return 'object';
  return 'other';
}

/** The values of a field that takes one of a fixed set (an enum, or a union of literals). */
export function fixedValues(schema: Schema): string[] | undefined {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodEnum) return inner.options.map(String);
  if (inner instanceof z.ZodUnion && inner.options.every((option) => option instanceof z.ZodLiteral)) {
    return inner.options.flatMap((option) => (option instanceof z.ZodLiteral ? [...option.values].map(String) : []));
  }
  return undefined;
}

/** The numeric limits of a number field. */
export function numberLimits(schema: Schema): { min: number; max: number } | undefined {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodNumber) || inner.minValue === null || inner.maxValue === null) return undefined;
  return { min: inner.minValue, max: inner.maxValue };
}

/** The longest text a string field takes, if it has a limit. */
export function maxLength(schema: Schema): number | undefined {
  const inner = unwrap(schema);
  return inner instanceof z.ZodString && inner.maxLength !== null ? inner.maxLength : undefined;
}

function pickOption(schema: Schema, value: unknown): Schema {
  if (!(schema instanceof z.ZodUnion)) return schema;
  const options: Schema[] = schema.options.map(unwrap);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const tagKey: string = schema.def.discriminator;
    const tag =
      value && typeof value === 'object' ? Object.entries(value).find(([key]) => key === tagKey)?.[1] : undefined;
    const match = options.find((option) => {
      const field = fieldOf(option, tagKey);
      return field instanceof z.ZodLiteral && [...field.values].some((value) => value === tag);
    });
    return match ?? schema;
  }
  const objects = options.filter((option) => option instanceof z.ZodObject);
  return objects.length === 1 && typeof value === 'object' && value !== null ? objects[0]! : schema;
}
