// What "reads the real content" means for a unit test, so the guard (real-content-guard.test.ts) can
// say which files do. The real content is industries/: its YAML files, anything derived from them, and
// the SPEC tables that are checked against them. A test file reads it when the file itself, or a helper
// under tests/ it imports (followed through relative imports), does one of the things below.
// `virtual:content/*` is not listed: the unit project of vitest.config.ts serves it from the fixture
// site, and the guard checks that configuration instead.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface RealContentRule {
  name: string;
  pattern: RegExp;
}

export const REAL_CONTENT_RULES: RealContentRule[] = [
  // readFileSync('industries/pages/about.yaml'), cpSync('industries', …), join(ROOT, 'industries'):
  // the folder read from the project root (messages that merely name it, for a temp copy, do not count).
  {
    name: 'reads a file or folder under industries/',
    pattern:
      /\b(readFileSync|readdirSync|cpSync|existsSync|statSync|listContentFiles|resolve|join)\(\s*(['"`])(\.\/)?industries\b/,
  },
  {
    name: 'joins the project root with industries/',
    pattern: /join\(\s*(ROOT|process\.cwd\(\))\s*,\s*(['"`])industries\b/,
  },
  { name: 'reads every real content file (realSources)', pattern: /\brealSources\(/ },
  // The loader's default folder is industries/.
  { name: 'calls loadContent without a contentDir', pattern: /loadContent\(\s*\{(?![^}]*contentDir)[^}]*\}\s*\)/ },
  { name: 'imports the SPEC tables (tests/spec.ts)', pattern: /from '(\.\.\/)+spec\.ts'/ },
  // The functions' copies of the flows that `npm run generate` writes from industries/ (the scheduling
  // page's copy is the functions' own setting, whatever industries exist).
  // An import of it, or a read of the file; a message that names the file (an expected error text) is not.
  {
    name: "reads the functions' generated copy of the flows",
    pattern: /(from\s+|import\(\s*|readFileSync\(\s*)(['"`])[^'"`]*_shared\/generated\/voice-/,
  },
  // The agents scripts' flows, read from industries/ unless given a content folder (a second argument).
  { name: 'calls loadFlows without a content folder', pattern: /\bloadFlows\(\s*[\w.]+(\(\))?\s*\)/ },
];

const IMPORT = /(?:from|import\(|vi\.mock\()\s*'(\.{1,2}\/[^']+)'/g;

/** The file and the helpers under tests/ it imports, transitively. */
export function testSources(root: string, file: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (path: string) => {
    if (seen.has(path) || !existsSync(path)) return;
    const text = readFileSync(path, 'utf8');
    seen.set(path, text);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(dirname(path), match[1]!);
      if (relative(join(root, 'tests'), target).startsWith('..')) continue; // src/, scripts/: code, not tests
      visit(target);
    }
  };
  visit(resolve(root, file));
  return seen;
}

/** The rules a test file breaks, as "helper.ts: names the industries/ folder". */
export function realContentReads(root: string, file: string, rules = REAL_CONTENT_RULES): string[] {
  const found: string[] = [];
  for (const [path, text] of testSources(root, file)) {
    // Comments may name the folder; only code counts.
    const code = text.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const rule of rules) {
      if (rule.pattern.test(code)) found.push(`${relative(root, path)}: ${rule.name}`);
    }
  }
  return found;
}
