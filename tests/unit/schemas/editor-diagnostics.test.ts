import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver-types';
import { checkSources } from '../../../scripts/content-engine/load.ts';
import { FIXTURE_SITE } from '../fixture-site.ts';
import { siteSources } from './mutations.ts';

// yaml-language-server ships CommonJS (UMD) modules; this is the same service editors run.
const require = createRequire(import.meta.url);
const { getLanguageService } = require('yaml-language-server/lib/umd/languageservice/yamlLanguageService.js') as {
  getLanguageService: (params: unknown) => {
    configure(settings: Record<string, unknown>): void;
    doValidation(document: unknown, isKubernetes: boolean): Promise<Diagnostic[]>;
    doHover(document: unknown, position: { line: number; character: number }): Promise<{ contents: unknown } | null>;
    doComplete(
      document: unknown,
      position: { line: number; character: number },
      isKubernetes: boolean,
    ): Promise<{ items: Array<{ label: string }> }>;
  };
};
const { TextDocument } = require('vscode-languageserver-textdocument') as {
  TextDocument: { create(uri: string, language: string, version: number, text: string): unknown };
};

const ROOT = process.cwd();
/** Where a file named as the author sees it (industries/…) sits in the fixture site. */
const onDisk = (file: string) => join(ROOT, FIXTURE_SITE, file.replace(/^industries\//, ''));

/** The kinds of mistake a JSON Schema can describe, named the same way for both tools. */
type Kind = 'missing key' | 'wrong type' | 'unknown key' | 'bad enum value';

function validatorKind(message: string): Kind | undefined {
  if (message === 'Required' || message.startsWith('Required:')) return 'missing key';
  if (message.startsWith('Unknown key')) return 'unknown key';
  if (message.startsWith('Expected one of')) return 'bad enum value';
  if (message.startsWith('Expected ')) return 'wrong type';
  return undefined;
}

function editorKind(message: string): Kind | undefined {
  if (message.startsWith('Missing property')) return 'missing key';
  if (/^Property .* is not allowed/.test(message)) return 'unknown key';
  if (message.startsWith('Value is not accepted')) return 'bad enum value';
  if (message.startsWith('Incorrect type')) return 'wrong type';
  return undefined;
}

/** The language service an editor runs, and a document at `file` holding `text`. */
function editorFor(file: string, text: string) {
  const service = getLanguageService({
    schemaRequestService: (uri: string) => Promise.resolve(readFileSync(new URL(uri), 'utf8')),
    workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).href },
  });
  service.configure({ validate: true, completion: true, hover: true });
  // The file's own `# yaml-language-server: $schema=` line picks the schema, as in an editor.
  const document = TextDocument.create(pathToFileURL(onDisk(file)).href, 'yaml', 1, text);
  return { service, document };
}

/** `line:column kind`, both 1-based, the way `npm run validate` prints positions. */
async function editorProblems(file: string, text: string): Promise<string[]> {
  const { service, document } = editorFor(file, text);
  const diagnostics = await service.doValidation(document, false);
  return diagnostics.map((diagnostic) => {
    const { line, character } = diagnostic.range.start;
    return `${line + 1}:${character + 1} ${editorKind(diagnostic.message) ?? `other (${diagnostic.message})`}`;
  });
}

function validatorProblems(file: string, text: string): string[] {
  const sources = siteSources(ROOT).map((source) => (source.file === file ? { ...source, source: text } : source));
  return checkSources(sources)
    .problems.filter((problem) => problem.file === file)
    .map(
      (problem) =>
        `${problem.line}:${problem.column} ${validatorKind(problem.message) ?? `other (${problem.message})`}`,
    );
}

function broken(file: string, edits: Array<[from: string, to: string]>): string {
  return edits.reduce(
    (text, [from, to]) => {
      if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
      return text.replace(from, to);
    },
    readFileSync(onDisk(file), 'utf8'),
  );
}

const CASES: Array<{ file: string; edits: Array<[string, string]> }> = [
  {
    file: 'industries/trades.yaml',
    edits: [
      ['name: Trades\n', ''], // missing key at the top
      ['  heading: Trades AI Voice Demo\n', ''], // missing key in a nested object
      ['          name: Mick\n', ''], // missing key in a list item of a section
      ['    order: 10', '    order: ten'], // wrong type: number
      ['      title: What Tradies Are Saying', '      title: [What, Tradies]'], // wrong type in a section
      ['      required: false', '      required: nope'], // wrong type: boolean
      ['  path: /trades\n', '  path: /trades\n  tittle: Trades\n'], // unknown key
      ['      intro: Most trade businesses', '      intra: Most trade businesses'], // unknown key in a section
      ['          variant: secondary', '          variant: secondry'], // bad enum in a button
      ['  kind: demo', '  kind: demonstration'], // bad enum in the demo
      ['      background: muted', '      background: grey'], // bad enum in a section
    ],
  },
  {
    file: 'industries/demos/general.yaml',
    edits: [
      ['  heading:', '  headline:'], // unknown key, and heading is then missing
      ['      required: true', '      required: 1'], // wrong type
      ['    behaviour: delay', '    behaviour: wait'], // bad enum
    ],
  },
];

describe('yaml-language-server and npm run validate agree', () => {
  it.each(CASES)(
    'report the same problems at the same places in a broken $file',
    { timeout: 60_000 },
    async ({ file, edits }) => {
      const text = broken(file, edits);
      const ours = validatorProblems(file, text).sort();
      const editor = (await editorProblems(file, text)).sort();
      expect(ours.length).toBeGreaterThanOrEqual(edits.length);
      expect(ours.filter((problem) => problem.includes('other ('))).toEqual([]);
      expect(editor).toEqual(ours);
    },
  );
});

describe('yaml-language-server help while typing', () => {
  const file = 'industries/healthcare.yaml';
  const text = readFileSync(onDisk(file), 'utf8');
  const positionOf = (snippet: string, offset = 0) => {
    const at = text.indexOf(snippet) + offset;
    const before = text.slice(0, at).split('\n');
    return { line: before.length - 1, character: before.at(-1)!.length };
  };

  it('shows the schema description when hovering a key', { timeout: 60_000 }, async () => {
    const { service, document } = editorFor(file, text);
    const hover = await service.doHover(document, positionOf('  agentId:', 3));
    expect(JSON.stringify(hover?.contents)).toContain('Leave out when the flow has an agent block');
  });

  it('offers every icon name after icon:', { timeout: 60_000 }, async () => {
    const { service, document } = editorFor(file, text);
    const iconLine = text.indexOf('icon: ');
    const completion = await service.doComplete(document, positionOf(text.slice(iconLine, iconLine + 6), 6), false);
    expect(completion.items.map((item) => item.label)).toEqual(
      expect.arrayContaining(['phone-call', 'calendar', 'stethoscope']),
    );
  });
});
