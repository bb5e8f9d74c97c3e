// Compares fast-yaml.ts with the `yaml` package: `node --import tsx scripts/content-engine/fast-yaml-check.ts
// <folder>…` checks every YAML file under each folder, and each of a few hundred broken copies of it
// (mutations below), and prints any text the two read differently. tests/unit/content/fast-yaml.test.ts
// runs the same on the fixture site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDocument } from 'yaml';
import { fastYaml } from './fast-yaml.ts';

/** What is wrong with the fast path on `source`, or undefined when it agrees with `yaml` (or declines). */
export function parserMismatch(source: string): string | undefined {
  const fast = fastYaml(source);
  if (!fast) return undefined;
  const doc = parseDocument(source, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return `yaml rejects it (${doc.errors[0]!.code}), the fast path accepts it`;
  let data: unknown;
  try {
    data = doc.toJS();
  } catch (error) {
    return `yaml cannot convert it (${String(error)}), the fast path can`;
  }
  return sameData(data, fast.data, '');
}

/** Where two values differ (in kind, key order or value), or undefined when they do not. */
function sameData(a: unknown, b: unknown, at: string): string | undefined {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return `${at}: lists differ`;
    for (const [index, item] of a.entries()) {
      const differs = sameData(item, b[index], `${at}[${index}]`);
      if (differs) return differs;
    }
    return undefined;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    if (keys.join('\n') !== Object.keys(b).join('\n')) return `${at}: keys differ`;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${at}: kinds of object differ`;
    for (const key of keys) {
      const differs = sameData(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (differs) return differs;
    }
    return undefined;
  }
  return Object.is(a, b) ? undefined : `${at}: ${JSON.stringify(a)} against ${JSON.stringify(b)}`;
}

const INSERTS = [
  ': ',
  ':',
  '-',
  '- ',
  '#',
  ' #',
  "'",
  '"',
  '[',
  ']',
  '{',
  '}',
  '|',
  '>',
  ' ',
  '  ',
  '\n',
  '@',
  '`',
  '%',
  ',',
  '?',
  '\\',
  '&a ',
  '*a',
  '!',
  '\t',
  '0x1',
  '1_0',
  '.5',
  '~',
  'null',
];

/** `count` broken copies of `source`, the same for the same seed: characters and lines inserted, deleted or moved. */
export function mutations(source: string, count: number, seed = 1): string[] {
  let state = seed;
  const random = (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
  const result: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = random(source.length);
    const lines = source.split('\n');
    const line = random(lines.length);
    switch (random(5)) {
      case 0:
        result.push(source.slice(0, at) + INSERTS[random(INSERTS.length)] + source.slice(at));
        break;
      case 1:
        result.push(source.slice(0, at) + source.slice(at + 1 + random(3)));
        break;
      case 2:
        lines.splice(line, 0, lines[random(lines.length)]!);
        result.push(lines.join('\n'));
        break;
      case 3:
        lines[line] = ' '.repeat(1 + random(4)) + lines[line]!;
        result.push(lines.join('\n'));
        break;
      default:
        lines[line] = lines[line]!.replace(/^ {1,4}/, '');
        result.push(lines.join('\n'));
    }
  }
  return result;
}

/** Every .yaml/.yml file under `dir`. */
export function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const perFile = Number(process.env.MUTATIONS ?? 200);
  let checked = 0;
  let declined = 0;
  const found: string[] = [];
  for (const [fileIndex, file] of process.argv.slice(2).flatMap(yamlFiles).entries()) {
    const text = readFileSync(file, 'utf8');
    // A seed per file: the generated copies of one industry get different mutations.
    for (const [index, variant] of [text, ...mutations(text, perFile, fileIndex + 1)].entries()) {
      checked += 1;
      if (!fastYaml(variant)) declined += 1;
      const mismatch = parserMismatch(variant);
      if (mismatch) found.push(`${file}${index ? ` (mutation ${index})` : ''}: ${mismatch}`);
    }
  }
  console.log(`${checked} texts, ${declined} left to yaml, ${found.length} read differently`);
  for (const line of found.slice(0, 40)) console.log(`  ${line}`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
