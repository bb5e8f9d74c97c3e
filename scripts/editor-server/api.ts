// The editor's requests: read a file with its form schema and problems, preview unsaved edits, save
// (refusing a file changed on disk since it was opened), and create an industry from the scaffold.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { checkSources } from '../content-engine/load.ts';
import type { Problem } from '../content-engine/problem.ts';
import { newIndustryText, NewIndustryError } from '../content-engine/new-industry.ts';
import { isPlaceholder } from '../content-engine/placeholders.ts';
import { editableFile, editableFiles, EditorError, formSchema, hashOf, previewPath } from './files.ts';
import { applyToSource } from './yaml-apply.ts';

/** Where the editor finds the content, and how it tells the dev server about unsaved text. */
export interface EditorContext {
  root: string;
  contentDir: string;
  /** Shows `text` in the dev server's pages instead of the file (undefined: the file again). */
  showUnsaved(path: string, text: string | undefined): void;
}

/**
 * The problems of `name` holding `text`, and its to-do list: the `[[REPLACE: …]]` placeholders left,
 * which `npm run validate` prints as warnings and a production build refuses.
 */
export function checkWith(
  context: EditorContext,
  name: string,
  text: string,
): { problems: Problem[]; todo: Problem[] } {
  const target = editableFile(context.contentDir, name);
  const shown = (path: string) => relative(context.root, path).split('\\').join('/');
  const sources = editableFiles(context.contentDir).map((file) => ({
    file: shown(file.path),
    kind: file.kind,
    source: file.path === target.path ? text : readFileSync(file.path, 'utf8'),
  }));
  const { problems, warnings } = checkSources(sources, shown(join(context.contentDir, 'site.yaml')));
  const ours = (problem: Problem) => problem.file === shown(target.path);
  return {
    problems: problems.filter(ours),
    todo: warnings.filter((warning) => ours(warning) && isPlaceholder(warning)),
  };
}

export function listFiles(context: EditorContext) {
  return editableFiles(context.contentDir).map(({ name, kind }) => ({ name, kind }));
}

export function openFile(context: EditorContext, name: string) {
  const file = editableFile(context.contentDir, name);
  const source = readFileSync(file.path, 'utf8');
  const data: unknown = parse(source) ?? {};
  return {
    name: file.name,
    kind: file.kind,
    hash: hashOf(source),
    data,
    schema: formSchema(file.kind),
    previewPath: previewPath(file.kind, data),
    ...checkWith(context, name, source),
  };
}

/** Puts unsaved edits on the dev server's pages and returns the problems they have. */
export function preview(context: EditorContext, name: string, data: unknown) {
  const file = editableFile(context.contentDir, name);
  const text = applyToSource(readFileSync(file.path, 'utf8'), data);
  context.showUnsaved(file.path, text);
  return { ...checkWith(context, name, text), previewPath: previewPath(file.kind, data) };
}

export function discard(context: EditorContext, name: string) {
  context.showUnsaved(editableFile(context.contentDir, name).path, undefined);
  return { ok: true };
}

/**
 * Writes the edits into the file. A file with problems is written only when `draft` is set: it stays
 * invalid on disk, so `npm run validate` and the build keep reporting it until it is fixed.
 */
export function save(context: EditorContext, name: string, data: unknown, hash: string, draft: boolean) {
  const file = editableFile(context.contentDir, name);
  const before = readFileSync(file.path, 'utf8');
  if (hashOf(before) !== hash) {
    throw new EditorError(
      409,
      `${file.name} was changed on disk since you opened it (by a text editor or another tab). Your edits are not saved: copy what you need, then reload the file`,
    );
  }
  const text = applyToSource(before, data);
  const { problems, todo } = checkWith(context, name, text);
  if (problems.length > 0 && !draft) {
    throw new EditorError(422, `Not saved: ${problems.length} problem(s) to fix first, or save as a draft`);
  }
  writeFileSync(`${file.path}.saving`, text);
  renameSync(`${file.path}.saving`, file.path); // one step, so the watcher never reads half a file
  context.showUnsaved(file.path, undefined);
  return { hash: hashOf(text), problems, todo };
}

/** Writes a new industry file from the same scaffold as `npm run new:industry`. */
export function createIndustry(context: EditorContext, slug: string, displayName: string) {
  try {
    const created = newIndustryText(context.contentDir, slug, displayName);
    if (existsSync(created.path)) throw new EditorError(409, `${slug}.yaml exists already`);
    writeFileSync(created.path, created.text);
    return { name: `${slug}.yaml` };
  } catch (error) {
    if (error instanceof NewIndustryError) throw new EditorError(400, error.message);
    throw error;
  }
}
