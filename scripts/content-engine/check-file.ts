import { basename } from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { standInAgentId } from '../../schemas/agent.ts';
import { DemoFileSchema, IndustrySchema } from '../../schemas/industry.ts';
import { PageSchema } from '../../schemas/page.ts';
import { SiteSchema } from '../../schemas/site.ts';
import { locate } from './locate.ts';
import { writtenPaths } from './links.ts';
import { contentErrorMap, issueProblems } from './messages.ts';
import { schemaLineWarning } from './flow-rules.ts';
import { placeholders } from './placeholders.ts';
import type { Problem } from './problem.ts';
import { aliasProblem, syntaxProblem } from './syntax.ts';
import type { CheckedStore, ContentFile, ContentKind, ContentSource } from './types.ts';

/** The schema of each kind of content file (a translation's texts are read from its marks too). */
export const SCHEMAS = {
  industry: IndustrySchema,
  demo: DemoFileSchema,
  page: PageSchema,
  site: SiteSchema,
} satisfies Record<ContentKind, z.ZodType>;

/** One file after its own checks, before the checks that span files. */
export interface CheckedFile {
  parsed: ContentFile<unknown> | undefined;
  problems: Problem[];
  warnings: Problem[];
  /** Paths a file that failed its checks declares anyway, so links to it are not reported too. */
  claimedPaths: string[];
}

/** Parses and validates one file, or takes its data from `store` when the same text passed before. */
export function checkFile(entry: ContentSource, store?: CheckedStore): CheckedFile {
  const problems: Problem[] = [];
  const raw: { data?: unknown } = {};
  const stored = store?.get(entry.file, entry.kind, entry.source);
  const parsed =
    stored === undefined
      ? parseFile(entry.file, entry.source, entry.kind, problems, raw)
      : storedFile(entry.file, entry.kind, entry.source, stored);
  if (parsed && problems.length === 0 && stored === undefined)
    store?.set(entry.file, entry.kind, entry.source, parsed.data);
  return {
    parsed,
    problems,
    warnings: [...schemaLineWarning(entry), ...placeholders(entry.file, entry.source, parsed)],
    claimedPaths: parsed ? [] : [...declaredPaths(raw.data), ...writtenPaths(entry.source)],
  };
}

/** `path`, `landing.path` and `demo.path` of a file's raw data, where they are text. */
function declaredPaths(data: unknown): string[] {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const top = record(data);
  return [top.path, record(top.landing).path, record(top.demo).path].filter(
    (path): path is string => typeof path === 'string',
  );
}

function parseYaml(source: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
}

/** A file that passed on an earlier run: its data as stored, its YAML parsed only when asked for. */
function storedFile(file: string, kind: ContentKind, source: string, data: unknown): ContentFile<unknown> {
  let parsed: { doc: Document; lines: LineCounter } | undefined;
  return {
    file,
    kind,
    data,
    get doc() {
      return (parsed ??= parseYaml(source)).doc;
    },
    get lines() {
      return (parsed ??= parseYaml(source)).lines;
    },
  };
}

const expectedSlugOf = (file: string) => basename(file).replace(/\.ya?ml$/, '');
const slugMatches = (file: string, kind: ContentKind, data: unknown) =>
  kind === 'site' || (data as { slug?: string }).slug === expectedSlugOf(file);

/**
 * Parses and validates one file; returns undefined (with problems recorded) when it is not usable.
 * `raw.data` receives whatever the YAML held, valid or not.
 */
function parseFile(
  file: string,
  source: string,
  kind: ContentKind,
  problems: Problem[],
  raw: { data?: unknown } = {},
): ContentFile<unknown> | undefined {
  const { doc, lines } = parseYaml(source);
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
  const result = schema.safeParse(data, { error: contentErrorMap });
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(...issueProblems(file, doc, lines, issue, source));
    return undefined;
  }
  if (!slugMatches(file, kind, result.data)) {
    const slug = (result.data as { slug?: string }).slug;
    const expectedSlug = expectedSlugOf(file);
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
  return { file, kind, data: withAgentId(result.data), doc, lines };
}

/** A flow with no `agentId` calls its stand-in until agents:push gives it an id (agent-ids.ts). */
function withAgentId(data: unknown): unknown {
  const flow = data as { slug: string; demo?: { agentId?: string } };
  if (!flow.demo || flow.demo.agentId) return data;
  return { ...flow, demo: { ...flow.demo, agentId: standInAgentId(flow.slug) } };
}
