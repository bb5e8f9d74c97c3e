// The browser side of scripts/editor-server/api.ts.
import type { Problem } from '../../schemas/problem.ts';
import type { JsonSchema } from './schema/fieldSpec.ts';

/** One problem from the content loader, as `npm run validate` prints it (the type only: no loader code here). */
export type { Problem };

export interface OpenedFile {
  name: string;
  kind: 'industry' | 'demo' | 'page' | 'site';
  hash: string;
  data: Record<string, unknown>;
  schema: JsonSchema;
  previewPath: string;
  problems: Problem[];
  /** The `[[REPLACE: …]]` placeholders left: copy still to write before the file can go live. */
  todo: Problem[];
}

/** A refusal from the editor's server, with the message to show. */
export class EditorRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function call<T>(action: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__editor/api/${action}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new EditorRequestError(response.status, json.error ?? response.statusText);
  return json;
}

/** One text of a source file beside its translation (scripts/editor-server/translations.ts). */
export interface TranslationRow {
  path: string;
  key: string;
  source: string;
  translation: string;
  state: 'missing' | 'stale' | 'problem' | 'done';
  note?: string;
}

export interface OpenedTranslation {
  locale: string;
  name: string;
  /** The translation file, e.g. industries/translations/es/pages/home.yaml. */
  file: string;
  hash: string;
  rows: TranslationRow[];
  problems: Problem[];
}

export const editorApi = {
  files: () => call<Array<{ name: string; kind: OpenedFile['kind'] }>>('files'),
  open: (name: string) => call<OpenedFile>(`file?name=${encodeURIComponent(name)}`),
  preview: (name: string, data: unknown) =>
    call<{ problems: Problem[]; todo: Problem[]; previewPath: string }>('preview', { name, data }),
  discard: (name: string) => call<{ ok: boolean }>('discard', { name }),
  save: (name: string, data: unknown, hash: string, draft: boolean) =>
    call<{ hash: string; problems: Problem[]; todo: Problem[] }>('save', { name, data, hash, draft }),
  create: (slug: string, displayName: string) => call<{ name: string }>('new', { slug, displayName }),
  languages: () => call<{ sourceLocale: string; locales: Array<{ code: string; name: string }> }>('languages'),
  translation: (locale: string, name: string) =>
    call<OpenedTranslation>(`translation?locale=${encodeURIComponent(locale)}&name=${encodeURIComponent(name)}`),
  saveTranslation: (locale: string, name: string, values: Record<string, string>, confirmed: string[], hash: string) =>
    call<OpenedTranslation>('translation', { locale, name, values, confirmed, hash }),
};
