/**
 * The request fields the official SDK (`@elevenlabs/elevenlabs-js`) documents as replaced or deprecated
 * ("use tool_ids instead", "DEPRECATED: use `interruption_mode` instead", `@deprecated`), read from its
 * own type declarations when the simulator first checks a body. The wire shapes (snake_case names, nested
 * types) come from `serialization/**.d.ts`, the words from the matching `api/**.d.ts`: so an SDK upgrade
 * that deprecates a field agents:push sends makes the simulator refuse it, and the tests turn red.
 * TypeScript's own parser reads the declarations: the generated code is regular, but comments and
 * unions are easy to misread with patterns.
 */
import { readFileSync } from 'node:fs';
import { isObject } from '../rest-api/json-object.ts';
import { sdkDeclarations, type Ref } from './sdk-declarations.ts';

export interface Deprecation {
  /** Where the field is in the body, as FastAPI's `loc` names it: ['conversation_config', 'agent', ...]. */
  path: Array<string | number>;
  /** Its replacement as the SDK names it (`tool_ids`), or null when the SDK names none. */
  replacement: string | null;
  /** The SDK's doc comment, as written. */
  doc: string;
}

/** Deprecated when its comment says so, or that another field is to be used instead. */
const DEPRECATED = /@deprecated|\bdeprecated\b|\buse\s+\S+\s+instead\b/i;
const REPLACEMENT = /\buse\s+[`'"[]?([A-Za-z_][\w.]*)[`'"\]]?(?:\s+instead|\s*[.(,]|\s*$)/i;

export interface SdkContract {
  /** The deprecated fields a body of the model (a path under serialization/, e.g. types/ToolRequestModel) carries. */
  deprecatedIn(model: string, body: unknown): Deprecation[];
  /** Every deprecated field reachable from the model, each by the first path that reaches it (`{}`: any key). */
  deprecatedFields(model: string): Deprecation[];
}

/** `read` lets a test hand in a changed declaration, as an SDK upgrade would. */
export function sdkContract(read: (path: string) => string = (path) => readFileSync(path, 'utf8')): SdkContract {
  const { expand, root } = sdkDeclarations(read);
  const deprecation = (path: Deprecation['path'], doc: string): Deprecation => ({
    path,
    replacement: REPLACEMENT.exec(doc)?.[1] ?? null,
    doc,
  });

  function walk(value: unknown, refs: Ref[], path: Deprecation['path'], out: Deprecation[]): void {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, refs, [...path, index], out));
    if (!isObject(value)) return;
    for (const ref of refs.filter((candidate) => candidate.each)) {
      for (const [key, item] of Object.entries(value)) walk(item, [{ ...ref, each: false }], [...path, key], out);
    }
    const shapes = refs.filter((ref) => !ref.each).flatMap((ref) => expand(ref));
    // A union member whose discriminant names another variant does not describe this object.
    const fitting = shapes.filter((shape) => {
      const tag = shape.fields.get('type')?.literal;
      return !tag || value.type === undefined || value.type === tag;
    });
    for (const [key, item] of Object.entries(value)) {
      const fields = fitting.map((shape) => shape.fields.get(key)).filter((field) => field !== undefined);
      const doc = fields.find((field) => field.doc && DEPRECATED.test(field.doc))?.doc;
      if (doc) out.push(deprecation([...path, key], doc));
      walk(
        item,
        fields.flatMap((field) => field.refs),
        [...path, key],
        out,
      );
    }
  }

  return {
    deprecatedIn(model, body) {
      const out: Deprecation[] = [];
      walk(body, [root(model)], [], out);
      return out;
    },
    deprecatedFields(model) {
      const out: Deprecation[] = [];
      const seen = new Set<string>();
      const visit = (refs: Ref[], path: Deprecation['path']) => {
        for (const ref of refs) {
          const key = `${ref.file}#${ref.name}.${ref.member}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const at = ref.each ? [...path, '{}'] : path;
          for (const shape of expand({ ...ref, each: false })) {
            for (const [name, field] of shape.fields) {
              if (field.doc && DEPRECATED.test(field.doc)) out.push(deprecation([...at, name], field.doc));
              visit(field.refs, [...at, name]);
            }
          }
        }
      };
      visit([root(model)], []);
      // One line per field: a field shared by several union members (every tool type) is found once each.
      return [...new Map(out.map((entry) => [entry.path.join('.'), entry])).values()];
    },
  };
}
