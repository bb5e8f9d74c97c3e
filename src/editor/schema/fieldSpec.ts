// Turns the JSON Schema that zod writes (`z.toJSONSchema`, as `npm run generate` does) into the editor's
// form vocabulary. Labels come from the key names, help text from the schemas' descriptions, and
// defaults, choices and required-ness from the schema itself: there is no second, hand-written form
// configuration to drift from the zod schemas.

/** One node of a JSON Schema, as far as the editor reads it. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  examples?: unknown[];
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

interface Common {
  /** Shown above the field: the key name in words, e.g. "Storage key" for storageKey. */
  label: string;
  /** The schema's description of the key. */
  help: string | undefined;
  required: boolean;
  default: unknown;
}

/** The form vocabulary: every key of every content file is one of these. */
export type FieldSpec = Common &
  (
    | { kind: 'string'; pattern: string | undefined; examples: string[] }
    | { kind: 'text' }
    | { kind: 'number'; integer: boolean; min: number | undefined; max: number | undefined }
    | { kind: 'boolean' }
    | { kind: 'enum'; options: Array<string | number> }
    | { kind: 'object'; fields: Array<{ key: string; spec: FieldSpec }> }
    | { kind: 'array'; item: FieldSpec; maxItems: number | undefined }
    | { kind: 'union'; discriminator: string; variants: Record<string, FieldSpec & { kind: 'object' }> }
    | { kind: 'choice'; alternatives: FieldSpec[] }
    | { kind: 'unknown' }
  );

export type ObjectSpec = FieldSpec & { kind: 'object' };

/** "storageKey" → "Storage key", "faq" → "Faq". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Short one-line text: anything with a pattern or a short limit; the rest may run to paragraphs. */
const isShortText = (schema: JsonSchema) => schema.pattern !== undefined || (schema.maxLength ?? Infinity) <= 100;

export function fieldSpec(schema: JsonSchema, key = '', required = true): FieldSpec {
  const common: Common = {
    label: labelOf(key),
    help: schema.description,
    required: required && schema.default === undefined,
    default: schema.default,
  };
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const consts = alternatives.map((alt) => alt.const);
    if (consts.every((value) => typeof value === 'string' || typeof value === 'number'))
      return { ...common, kind: 'enum', options: consts as Array<string | number> };
    const tags = alternatives.map((alt) => alt.properties?.type?.const);
    if (tags.every((tag) => typeof tag === 'string')) {
      const variants = Object.fromEntries(
        alternatives.map((alt, index) => [tags[index] as string, fieldSpec(alt, key, required) as ObjectSpec]),
      );
      return { ...common, kind: 'union', discriminator: 'type', variants };
    }
    return { ...common, kind: 'choice', alternatives: alternatives.map((alt) => fieldSpec(alt, key, required)) };
  }
  if (schema.enum) return { ...common, kind: 'enum', options: schema.enum as Array<string | number> };
  if (schema.const !== undefined) return { ...common, kind: 'enum', options: [schema.const as string] };
  switch (schema.type) {
    case 'string':
      return isShortText(schema)
        ? {
            ...common,
            kind: 'string',
            pattern: schema.pattern,
            examples: (schema.examples ?? []).filter((example): example is string => typeof example === 'string'),
          }
        : { ...common, kind: 'text' };
    case 'number':
    case 'integer':
      return {
        ...common,
        kind: 'number',
        integer: schema.type === 'integer',
        min: schema.minimum,
        max: schema.maximum,
      };
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'array':
      return { ...common, kind: 'array', item: fieldSpec(schema.items ?? {}, key), maxItems: schema.maxItems };
    case 'object': {
      const requiredKeys = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties ?? {}).map(([child, childSchema]) => ({
        key: child,
        spec: fieldSpec(childSchema, child, requiredKeys.has(child)),
      }));
      return { ...common, kind: 'object', fields };
    }
    default:
      return { ...common, kind: 'unknown' };
  }
}

/** A new item for a list or a newly picked section type: the schema's defaults, empty text elsewhere. */
export function emptyValue(spec: FieldSpec, variant?: string): unknown {
  if (spec.default !== undefined) return structuredClone(spec.default);
  switch (spec.kind) {
    case 'object':
      return Object.fromEntries(
        spec.fields.filter((field) => field.spec.required).map((field) => [field.key, emptyValue(field.spec)]),
      );
    case 'union': {
      const chosen = variant ?? Object.keys(spec.variants)[0]!;
      return { ...(emptyValue(spec.variants[chosen]!) as object), type: chosen };
    }
    case 'array':
      return [];
    case 'number':
      return spec.min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return spec.options[0];
    case 'choice':
      return emptyValue(spec.alternatives[0]!);
    default:
      return '';
  }
}
