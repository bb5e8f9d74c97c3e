import { isNotEmpty, type FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { FieldRule, FieldValues } from '../../supabase/functions/_shared/leads/lead-fields.ts';

/**
 * Mantine rules for the fields the server requires (supabase/functions/_shared/leads/lead-fields.ts):
 * blank after trimming shows `error`, or only marks the field invalid when `error` is `true`.
 */
export function requiredRules<Field extends string>(
  fields: Record<Field, FieldRule>,
  error: string | true,
): Partial<Record<Field, (value: unknown) => ReactNode>> {
  const rules: Partial<Record<Field, (value: unknown) => ReactNode>> = {};
  for (const field of fieldNames(fields)) if (fields[field].required) rules[field] = isNotEmpty(error);
  return rules;
}

/** Every field trimmed, as the server trims them before it checks them. */
export function trimFields<Fields extends Record<string, FieldRule>>(
  fields: Fields,
  values: FieldValues<Fields>,
): FieldValues<Fields> {
  const trimmed = fieldNames<keyof Fields & string>(fields).map((field) => [field, values[field].trim()]);
  return Object.fromEntries(trimmed) as FieldValues<Fields>;
}

/** The first field in `order` (screen order) that has an error. */
export function firstInvalid<Field extends string>(order: readonly Field[], errors: FormErrors): Field | undefined {
  return order.find((field) => errors[field]);
}

/** The keys of a rules record, typed. */
export function fieldNames<Field extends string>(fields: Record<Field, unknown>): Field[] {
  return Object.keys(fields) as Field[];
}
