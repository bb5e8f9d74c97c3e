import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { DemoFileSchema, IndustrySchema, type DemoFile, type Industry } from '../../schemas/industry.ts';
import { PageSchema, type Page } from '../../schemas/page.ts';
import type { Registry } from '../../schemas/registry.ts';
import { SiteSchema, type Site } from '../../schemas/site.ts';
import { readAgentIds, siteEnv, withAgentIds } from './agent-ids.ts';
import { crossCheck } from './cross-checks.ts';
import { locate } from './locate.ts';
import { issueMessage, schemaAt, unknownKeyMessage } from './messages.ts';
import { placeholders } from './placeholders.ts';
import { dottedPath, type Problem } from './problem.ts';
import { buildRegistry } from './registry.ts';
import { aliasProblem, syntaxProblem } from './syntax.ts';

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
  /** Things that do not stop a build but must not go live, such as `[[REPLACE: …]]` placeholders. */
  warnings: Problem[];
  /** Every file that was read, for watchers. */
  files: string[];
}

/** One content file's text, as read from disk or held in memory by a test. */
export interface ContentSource {
  /** Path as shown in messages, relative to the project root, e.g. industries/trades.yaml. */
  file: string;
  kind: ContentKind;
  source: string;
}

/** Lists the content files under `contentDir` by kind. */
export function listContentFiles(contentDir: string): Array<{ path: string; kind: ContentKind }> {
  const yamlIn = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
          .sort()
      : [];
  return [
    ...yamlIn(contentDir)
      .filter((name) => name !== 'site.yaml')
      .map((name) => ({ path: join(contentDir, name), kind: 'industry' as const })),
    ...yamlIn(join(contentDir, 'demos')).map((name) => ({
      path: join(contentDir, 'demos', name),
      kind: 'demo' as const,
    })),
    ...yamlIn(join(contentDir, 'pages')).map((name) => ({
      path: join(contentDir, 'pages', name),
      kind: 'page' as const,
    })),
    ...(existsSync(join(contentDir, 'site.yaml'))
      ? [{ path: join(contentDir, 'site.yaml'), kind: 'site' as const }]
      : []),
  ];
}

/**
 * Reads, validates and cross-checks every content file. All problems are collected, never just the
 * first, so an author fixes everything in one pass.
 */
export function loadContent(options: { root: string; contentDir?: string; store?: CheckedStore }): LoadResult {
  const contentDir = options.contentDir ?? join(options.root, 'industries');
  const entries = listContentFiles(contentDir);
  const sources = entries.map((entry) => ({
    file: relative(options.root, entry.path).split('\\').join('/'),
    kind: entry.kind,
    source: readFileSync(entry.path, 'utf8'),
  }));
  const siteFile = relative(options.root, join(contentDir, 'site.yaml')).split('\\').join('/');
  const agentIds = readAgentIds(options.root, siteEnv(), contentDir);
  return {
    ...withAgentIds(checkSources(sources, siteFile, options.store), agentIds),
    files: entries.map((entry) => entry.path),
  };
}

/** Validates content held in memory: the same checks as `loadContent`, with no file system access. */
export function checkSources(
  sources: readonly ContentSource[],
  siteFile = 'industries/site.yaml',
  store?: CheckedStore,
): Omit<LoadResult, 'files'> {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const loaded: LoadedContent = { industries: [], demos: [], pages: [], site: undefined };
  const brokenPaths: string[] = [];

  for (const entry of sources) {
    const checked = checkFile(entry, store);
    problems.push(...checked.problems);
    warnings.push(...checked.warnings);
    brokenPaths.push(...checked.claimedPaths);
    const parsed = checked.parsed;
    if (!parsed) continue;
    if (entry.kind === 'industry') loaded.industries.push(parsed as ContentFile<Industry>);
    else if (entry.kind === 'demo') loaded.demos.push(parsed as ContentFile<DemoFile>);
    else if (entry.kind === 'page') loaded.pages.push(parsed as ContentFile<Page>);
    else loaded.site = parsed as ContentFile<Site>;
  }
  if (!sources.some((entry) => entry.kind === 'site')) {
    problems.push({
      file: siteFile,
      line: 1,
      column: 1,
      path: '',
      message: 'Missing site settings file: create it with brand, origin, contactEmail, schedulingUrl and footerLine',
    });
  }

  const fileProblemsBefore = problems.length;
  problems.push(...crossCheck(loaded, brokenPaths));
  const registry =
    problems.length === 0 && fileProblemsBefore === 0 && loaded.site ? buildRegistry(loaded, loaded.site.data) : null;
  return { registry, problems, warnings };
}

interface CheckedFile {
  source: string;
  kind: ContentKind;
  parsed: ContentFile<unknown> | undefined;
  problems: Problem[];
  warnings: Problem[];
  /** Paths a file that failed its checks declares anyway, so links to it are not reported too. */
  claimedPaths: string[];
}

/**
 * The last two versions of each file, by name. A file whose text has not changed is not parsed
 * again: the dev server re-checks everything on each save, and only the saved file costs anything
 * (two versions, so undoing an edit is free too).
 */
const cache = new Map<string, CheckedFile[]>();

/**
 * Results kept between runs (see scripts/content-engine/checked-store.ts): the validated data of each file
 * that passed, by file name and text. A file found there is not parsed or validated again; its YAML
 * is parsed only if a message has to point into it.
 */
export interface CheckedStore {
  get(file: string, kind: ContentKind, source: string): unknown;
  set(file: string, kind: ContentKind, source: string, data: unknown): void;
}

function checkFile(entry: ContentSource, store?: CheckedStore): CheckedFile {
  const versions = cache.get(entry.file) ?? [];
  const cached = versions.find((version) => version.source === entry.source && version.kind === entry.kind);
  if (cached) return cached;
  const problems: Problem[] = [];
  const raw: { data?: unknown } = {};
  const stored = store?.get(entry.file, entry.kind, entry.source);
  const parsed =
    stored === undefined
      ? parseFile(entry.file, entry.source, entry.kind, problems, raw)
      : storedFile(entry.file, entry.kind, entry.source, stored);
  if (parsed && problems.length === 0 && stored === undefined)
    store?.set(entry.file, entry.kind, entry.source, parsed.data);
  const checked = {
    source: entry.source,
    kind: entry.kind,
    parsed,
    problems,
    warnings: placeholders(entry.file, entry.source, parsed),
    claimedPaths: parsed ? [] : declaredPaths(raw.data),
  };
  cache.set(entry.file, [checked, ...versions.slice(0, 1)]);
  return checked;
}

/** `path`, `landing.path` and `demo.path` of a file's raw data, where they are text. */
function declaredPaths(data: unknown): string[] {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const top = record(data);
  return [top.path, record(top.landing).path, record(top.demo).path].filter(
    (path): path is string => typeof path === 'string',
  );
}

/** A file that passed on an earlier run: its data as stored, its YAML parsed only when asked for. */
function storedFile(file: string, kind: ContentKind, source: string, data: unknown): ContentFile<unknown> {
  let parsed: { doc: Document; lines: LineCounter } | undefined;
  const parse = () => {
    if (!parsed) {
      const lines = new LineCounter();
      parsed = { doc: parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
    }
    return parsed;
  };
  return {
    file,
    kind,
    data,
    get doc() {
      return parse().doc;
    },
    get lines() {
      return parse().lines;
    },
  };
}

/**
 * Parses and validates one file; returns undefined (with problems recorded) when it is not usable.
 * `raw.data` receives whatever the YAML held, valid or not.
 */
export function parseFile(
  file: string,
  source: string,
  kind: ContentKind,
  problems: Problem[],
  raw: { data?: unknown } = {},
): ContentFile<unknown> | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    problems.push(syntaxProblem(file, source, doc, lines));
    try {
      raw.data = doc.toJS(); // what the parser recovered, for the paths the file declares
    } catch {
      // Nothing usable.
    }
    return undefined;
  }
  let data: unknown;
  try {
    data = doc.toJS();
    raw.data = data;
  } catch {
    // The only way valid YAML fails to convert: a `*name` reference to an anchor that does not exist.
    problems.push(aliasProblem(file, source, doc, lines));
    return undefined;
  }
  if (data === null || data === undefined) {
    problems.push({
      file,
      line: 1,
      column: 1,
      path: '',
      message: `The file is empty: copy an existing file of the same kind as a starting point${kind === 'industry' ? ', or run npm run new:industry' : ''}`,
    });
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
    problems.push({
      file,
      line,
      column,
      path: 'slug',
      message: `Must match the file name: expected "${expectedSlug}", got "${slug}". Rename the file or change the slug`,
    });
    return undefined;
  }
  return { file, kind, data: result.data, doc, lines };
}

function issueProblems(
  file: string,
  doc: Document,
  lines: LineCounter,
  issue: z.core.$ZodIssue,
  schema: z.ZodType,
  data: unknown,
): Problem[] {
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
