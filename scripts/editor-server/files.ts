// Which files the editor may read and write: content files under the content folder, nothing else.
import { createHash } from 'node:crypto';
import { relative, resolve, sep } from 'node:path';
import { listContentFiles } from '../content-engine/load.ts';
import { JSON_SCHEMAS, jsonSchemaText } from '../content-engine/json-schema.ts';
import type { ContentKind } from '../content-engine/types.ts';

/** One editable file, named relative to the content folder, e.g. trades.yaml or demos/general.yaml. */
export interface EditableFile {
  name: string;
  kind: ContentKind;
  path: string;
}

/** Thrown for a request the editor refuses; its message is shown to the author. */
export class EditorError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The content files an author may edit (the generated agent id files are left out). */
export function editableFiles(contentDir: string): EditableFile[] {
  return listContentFiles(contentDir).map((entry) => ({
    ...entry,
    name: relative(contentDir, entry.path).split(sep).join('/'),
  }));
}

/** The file named `name`, or an error when it is not one of the content files (`../`, other folders). */
export function editableFile(contentDir: string, name: string): EditableFile {
  const path = resolve(contentDir, name);
  const found = editableFiles(contentDir).find((file) => file.path === path);
  if (!found) throw new EditorError(403, `Only content files can be edited here, and "${name}" is not one`);
  return found;
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const FILE_SCHEMA: Record<ContentKind, keyof typeof JSON_SCHEMAS> = {
  industry: 'industry.schema.json',
  demo: 'demo.schema.json',
  page: 'page.schema.json',
  site: 'site.schema.json',
};

/** The JSON Schema the form is built from: zod's own, as `npm run generate` writes it. */
export function formSchema(kind: ContentKind): unknown {
  return JSON.parse(jsonSchemaText(JSON_SCHEMAS[FILE_SCHEMA[kind]]));
}

/** The page that shows a file, for the preview. */
export function previewPath(kind: ContentKind, data: unknown): string {
  const record = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const top = record(data);
  const path = kind === 'industry' ? record(top.landing).path : kind === 'demo' ? record(top.demo).path : top.path;
  return typeof path === 'string' ? path : '/';
}
