import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { DemoFileSchema, IndustrySchema, type DemoFile, type Industry } from '../../schemas/industry.ts';
import { PageSchema, type Page } from '../../schemas/page.ts';
import type { Registry } from '../../schemas/registry.ts';
import { SiteSchema, type Site } from '../../schemas/site.ts';
import { crossCheck } from './cross-checks.ts';
import { locate } from './locate.ts';
import { issueMessage, schemaAt, unknownKeyMessage } from './messages.ts';
import { dottedPath, type Problem } from './problem.ts';
import { buildRegistry } from './registry.ts';

/** The kinds of content file, each with its folder and schema. */
export type ContentKind = 'industry' | 'demo' | 'page' | 'site';

const SCHEMAS = {
  industry: IndustrySchema,
  demo: DemoFileSchema,
  page: PageSchema,
  site: SiteSchema,
} satisfies Record<ContentKind, z.ZodType>;

/** A parsed, valid content file with what is needed to point back into its source. */
export interface ContentFile<T> {
  file: string;
  kind: ContentKind;
  data: T;
  doc: Document;
  lines: LineCounter;
}

export interface LoadedContent {
  industries: ContentFile<Industry>[];
  demos: ContentFile<DemoFile>[];
  pages: ContentFile<Page>[];
  site: ContentFile<Site> | undefined;
}

export interface LoadResult {
  /** The validated registry, or null when any problem was found. */
  registry: Registry | null;
  problems: Problem[];
  /** Every file that was read, for watchers. */
  files: string[];
}

/** Lists the content files under `contentDir` by kind. */
export function listContentFiles(contentDir: string): Array<{ path: string; kind: ContentKind }> {
  const yamlIn = (dir: string) =>
    existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.yaml') || name.endsWith('.yml')).sort() : [];
  return [
    ...yamlIn(contentDir)
      .filter((name) => name !== 'site.yaml')
      .map((name) => ({ path: join(contentDir, name), kind: 'industry' as const })),
    ...yamlIn(join(contentDir, 'demos')).map((name) => ({ path: join(contentDir, 'demos', name), kind: 'demo' as const })),
    ...yamlIn(join(contentDir, 'pages')).map((name) => ({ path: join(contentDir, 'pages', name), kind: 'page' as const })),
    ...(existsSync(join(contentDir, 'site.yaml')) ? [{ path: join(contentDir, 'site.yaml'), kind: 'site' as const }] : []),
  ];
}

/**
 * Reads, validates and cross-checks every content file. All problems are collected, never just the
 * first, so an author fixes everything in one pass.
 */
export function loadContent(options: { root: string; contentDir?: string }): LoadResult {
  const contentDir = options.contentDir ?? join(options.root, 'industries');
  const entries = listContentFiles(contentDir);
  const problems: Problem[] = [];
  const loaded: LoadedContent = { industries: [], demos: [], pages: [], site: undefined };

  for (const entry of entries) {
    const file = relative(options.root, entry.path).split('\\').join('/');
    const parsed = parseFile(file, readFileSync(entry.path, 'utf8'), entry.kind, problems);
    if (!parsed) continue;
    if (entry.kind === 'industry') loaded.industries.push(parsed as ContentFile<Industry>);
    else if (entry.kind === 'demo') loaded.demos.push(parsed as ContentFile<DemoFile>);
    else if (entry.kind === 'page') loaded.pages.push(parsed as ContentFile<Page>);
    else loaded.site = parsed as ContentFile<Site>;
  }
  if (!entries.some((entry) => entry.kind === 'site')) {
    problems.push({
      file: relative(options.root, join(contentDir, 'site.yaml')),
      line: 1,
      column: 1,
      path: '',
      message: 'Missing site settings file: create it with brand, origin, contactEmail, schedulingUrl and footerLine',
    });
  }

  const fileProblemsBefore = problems.length;
  problems.push(...crossCheck(loaded));
  const registry = problems.length === 0 && fileProblemsBefore === 0 && loaded.site ? buildRegistry(loaded, loaded.site.data) : null;
  return { registry, problems, files: entries.map((entry) => entry.path) };
}

/** Parses and validates one file; returns undefined (with problems recorded) when it is not usable. */
export function parseFile(file: string, source: string, kind: ContentKind, problems: Problem[]): ContentFile<unknown> | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    // Only the first: later syntax errors are usually echoes of it and send authors to the wrong line.
    const [error] = doc.errors;
    const { line, col } = lines.linePos(error!.pos[0]);
    problems.push({ file, line, column: col, path: '', message: `YAML syntax error: ${syntaxHint(error!.code, error!.message)}` });
    return undefined;
  }
  const data = doc.toJS() as unknown;
  if (data === null || data === undefined) {
    problems.push({ file, line: 1, column: 1, path: '', message: 'The file is empty: copy an existing file of the same kind as a starting point' });
    return undefined;
  }
  const schema = SCHEMAS[kind];
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(...issueProblems(file, doc, lines, issue, schema, data));
    return undefined;
  }
  const slug = (result.data as { slug?: string }).slug;
  const expectedSlug = basename(file).replace(/\.ya?ml$/, '');
  if (kind !== 'site' && slug !== expectedSlug) {
    const { line, column } = locate(doc, lines, ['slug']);
    problems.push({ file, line, column, path: 'slug', message: `Must match the file name: expected "${expectedSlug}", got "${slug}"` });
    return undefined;
  }
  return { file, kind, data: result.data, doc, lines };
}

function issueProblems(file: string, doc: Document, lines: LineCounter, issue: z.core.$ZodIssue, schema: z.ZodType, data: unknown): Problem[] {
  if (issue.code === 'unrecognized_keys') {
    const objectSchema = schemaAt(schema, issue.path, data);
    return issue.keys.map((key) => {
      const path = [...issue.path, key];
      const { line, column } = locate(doc, lines, path, true);
      return { file, line, column, path: dottedPath(path), message: unknownKeyMessage(key, objectSchema) };
    });
  }
  const { line, column } = locate(doc, lines, issue.path);
  return [{ file, line, column, path: dottedPath(issue.path), message: issueMessage(issue, schema, data) }];
}

function syntaxHint(code: string, message: string): string {
  const firstLine = message.split('\n')[0] ?? message;
  if (code === 'TAB_AS_INDENT' || /tab/i.test(firstLine)) return `${firstLine}. Indent with spaces, never tabs`;
  if (code === 'DUPLICATE_KEY') return `${firstLine}. Each key may appear once per block: remove or rename one`;
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR') return `${firstLine}. Check that this line is indented like its siblings`;
  return firstLine;
}
