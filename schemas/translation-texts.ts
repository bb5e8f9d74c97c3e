// Which values of a content file are texts a translation holds, read from the schema's marks
// (`contentTexts` in common.ts) while walking the schema and the file's checked data together.
import type { z } from 'zod';
import { contentTexts } from './common.ts';

/** A path into a content file, e.g. `['landing', 'sections', 0, 'title']`. */
export type TextPath = ReadonlyArray<string | number>;

/** One text of a source file, with the schema that checks it (a translation must pass it too). */
export interface TextLeaf {
  path: TextPath;
  value: string;
  schema: z.ZodType;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  discriminator?: string;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'nonoptional', 'catch']);

/** Every text of `data` (a file's checked data, defaults filled in) in document order. */
export function textLeaves(schema: z.ZodType, data: unknown): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  walk(schema, data, [], leaves);
  return leaves;
}

/**
 * Texts a visitor never sees while a feature is switched off, so a translation need not hold them: a block
 * with `enabled: false` (session.callMe), and the agent's words on a phone call in a flow without Call me.
 * Keyed by the path's last two keys; the test reads the flow object that holds both.
 */
const SWITCHED_OFF: ReadonlyArray<{ at: [string, string]; unless: (flow: Record<string, unknown>) => boolean }> = [
  {
    at: ['agent', 'phone'],
    unless: (flow) => isRecord(flow.session) && isRecord(flow.session.callMe) && flow.session.callMe.enabled === true,
  },
];

function walk(
  schema: z.ZodType,
  value: unknown,
  path: Array<string | number>,
  out: TextLeaf[],
  parents: unknown[] = [],
): void {
  const mark = contentTexts.get(schema);
  if (mark?.translate === false || value === undefined || value === null) return;
  if (isRecord(value) && value.enabled === false) return;
  const [last, beforeLast] = [path.at(-1), path.at(-2)];
  const flow = parents.at(-2);
  for (const rule of SWITCHED_OFF) {
    if (beforeLast === rule.at[0] && last === rule.at[1] && isRecord(flow) && !rule.unless(flow)) return;
  }
  if (mark?.translate === true) {
    if (typeof value === 'string') out.push({ path: [...path], value, schema });
    return;
  }
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return walk(def.innerType, value, path, out, parents);
  if (def.type === 'pipe' && def.in) return walk(def.in, value, path, out, parents);
  const inner = [...parents, value];
  if (def.type === 'object' && def.shape && isRecord(value)) {
    for (const [key, field] of Object.entries(def.shape)) walk(field, value[key], [...path, key], out, inner);
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    value.forEach((item, index) => walk(def.element!, item, [...path, index], out, inner));
  } else if (def.type === 'record' && def.valueType && isRecord(value)) {
    for (const [key, item] of Object.entries(value)) walk(def.valueType, item, [...path, key], out, inner);
  } else if (def.type === 'union' && def.options) {
    const option = unionOption(def, value);
    if (option) walk(option, value, path, out, parents);
  }
}

/** The option of a union that `value` came from: by the discriminator's value, or the first that accepts it. */
function unionOption(def: Def, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  if (def.discriminator && isRecord(value)) {
    const tag = value[def.discriminator];
    return options.find((option) => {
      const field = defOf(option).shape?.[def.discriminator!];
      return field !== undefined && (field as unknown as { value?: unknown }).value === tag;
    });
  }
  return options.find((option) => option.safeParse(value).success);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path as a map key: its parts joined by a character no key contains. */
export const pathKey = (path: TextPath): string => path.join('\u0000');

/** A path as messages print it: `landing.sections[0].title`. */
export function formatTextPath(path: TextPath): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** A source text as its `# en:` comment holds it: one line, runs of white space as one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
