// Generates broken variants of the fixture site's files, each with the line an author must be sent to.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import { z } from 'zod';
import { FIXTURE_SITE } from '../fixture-site.ts';
import { ICON_NAMES } from '../../../schemas/icons.ts';
import { DemoFileSchema, IndustrySchema } from '../../../schemas/industry.ts';
import { PageSchema } from '../../../schemas/page.ts';
import { SiteSchema } from '../../../schemas/site.ts';
import { listContentFiles } from '../../../scripts/content-engine/load.ts';
import type { ContentKind, ContentSource } from '../../../scripts/content-engine/types.ts';
import { fieldOf, fixedValues, kindOf, maxLength, numberLimits, schemaAt } from './schema-walk.ts';

export type VariantKind =
  | 'deleted required key'
  | 'wrong type'
  | 'misspelt key'
  | 'bad enum value'
  | 'broken indentation'
  | 'tab indentation'
  | 'duplicate slug'
  | 'duplicate path'
  | 'dead internal link'
  | 'unknown icon'
  | 'empty file'
  | 'number out of range'
  | 'text too long'
  | 'dead link in site.yaml'
  | 'duplicate title'
  | 'duplicate description';

export interface Variant {
  kind: VariantKind;
  /** What was done, e.g. `industries/trades.yaml: delete demo.agentId`. */
  name: string;
  /** The content after the mutation: every file, one of them changed or added. */
  sources: ContentSource[];
  /** The file that was changed or added. */
  file: string;
  /** The line the author must be sent to: the mutated line, or for a deleted key the object that lacks it. */
  line: number;
  /** Text the message on that line must contain, e.g. `Did you mean "title"?`; all of them. */
  mustContain: string[];
  /** Whether the problem line must carry a dotted path (not for syntax errors and empty files). */
  needsPath: boolean;
}

const SCHEMAS: Record<ContentKind, z.ZodType> = {
  industry: IndustrySchema,
  demo: DemoFileSchema,
  page: PageSchema,
  site: SiteSchema,
};

/** The fixture site's files (tests/fixtures/site), named as if under industries/ as an author sees them. */
export function siteSources(root: string): ContentSource[] {
  const dir = join(root, FIXTURE_SITE);
  return listContentFiles(dir).map((entry) => ({
    file: `industries/${relative(dir, entry.path).split('\\').join('/')}`,
    kind: entry.kind,
    source: readFileSync(entry.path, 'utf8'),
  }));
}

/** One key of a file with everything needed to break it. */
interface Site {
  source: ContentSource;
  path: Array<string | number>;
  pair: Pair<Node, Node | null>;
  map: YAMLMap;
  /** What holds the map: the top of the file, a key (`demo:`), or a list item (`- `). */
  owner: 'root' | 'key' | 'item';
  ownerOffset: number;
  index: number;
  data: unknown;
}

/** Every broken variant, in a stable order. */
export function generateVariants(sources: ContentSource[]): Variant[] {
  const sites = sources.flatMap(sitesOf);
  const pick = <T>(items: T[], count: number): T[] => {
    if (items.length <= count) return items;
    const step = items.length / count;
    return Array.from({ length: count }, (_, index) => items[Math.floor(index * step)]!);
  };
  const with_: WithText = (site, text) =>
    sources.map((source) => (source.file === site.source.file ? { ...source, source: text } : source));

  const variants: Variant[] = [];
  const add = (variant: Variant | undefined) => {
    if (variant) variants.push(variant);
  };

  // Deleted required keys.
  for (const site of pick(sites.filter(isRequired), 60)) add(deleteKey(site, with_));
  // Wrong types.
  for (const [index, site] of pick(
    sites.filter((site) => wrongValue(site, 0) !== undefined),
    45,
  ).entries()) {
    const value = wrongValue(site, index)!;
    const text = replaceValue(site.source.source, site.pair, value);
    add({
      kind: 'wrong type',
      name: `${site.source.file}: ${dotted(site.path)} set to ${value}`,
      sources: with_(site, text),
      file: site.source.file,
      line: lineOf(site.source.source, site.pair.key.range![0]),
      mustContain: ['Expected'],
      needsPath: true,
    });
  }
  // Misspelt keys.
  for (const [index, site] of pick(
    sites.filter((site) => misspell(site, 0) !== undefined),
    45,
  ).entries()) {
    const key = String(site.path.at(-1));
    const typo = misspell(site, index)!;
    add({
      kind: 'misspelt key',
      name: `${site.source.file}: ${dotted(site.path)} spelt ${typo}`,
      ...replaced(site, 'key', typo, with_),
      mustContain: [`Did you mean "${key}"?`],
      needsPath: true,
    });
  }
  // Bad enum values (icons have their own kind below).
  const enumSites = sites.filter((site) => site.path.at(-1) !== 'icon' && allowedValues(site) !== undefined);
  for (const [index, site] of pick(enumSites, 35).entries()) {
    const allowed = allowedValues(site)!;
    const current = String((site.pair.value as { value?: unknown }).value);
    const bad = [transpose(current), `${current}s`, 'other'][index % 3]!;
    const value = allowed.includes(bad) ? 'other' : bad;
    add({
      kind: 'bad enum value',
      name: `${site.source.file}: ${dotted(site.path)} set to ${value}`,
      ...replaced(site, 'value', value, with_),
      mustContain: allowed.map((option) => `${option}`),
      needsPath: true,
    });
  }
  // Unknown icons.
  for (const [index, site] of pick(
    sites.filter((site) => site.path.at(-1) === 'icon'),
    20,
  ).entries()) {
    const current = String((site.pair.value as { value?: unknown }).value);
    const typo = [`${current}s`, 'telephone', transpose(current), 'smiley-face'][index % 4]!;
    const value = (ICON_NAMES as readonly string[]).includes(typo) ? 'telephone' : typo;
    add({
      kind: 'unknown icon',
      name: `${site.source.file}: ${dotted(site.path)} set to ${value}`,
      ...replaced(site, 'value', value, with_),
      mustContain: ['phone-call', 'schemas/icons.ts'],
      needsPath: true,
    });
  }
  // Broken indentation: a key line shifted one column left, or two columns right. A key right after a
  // block scalar (`prompt: |`) is left out: shifted right it is valid YAML, one more line of that text.
  const afterBlock = (site: Site) => {
    const previous = site.map.items[site.index - 1]?.value;
    return isScalar(previous) && (previous.type === 'BLOCK_LITERAL' || previous.type === 'BLOCK_FOLDED');
  };
  // A block list or mapping right after a block mapping (`tests:` after `collect:`) is left out too: shifted
  // right it becomes a key of that mapping, and the checker rightly points at its value on the next line.
  const blockAfterBlock = (site: Site) => {
    const previous = site.map.items[site.index - 1]?.value;
    const own = site.pair.value;
    return isMap(previous) && !previous.flow && (isMap(own) || isSeq(own)) && !own.flow;
  };
  const indentable = sites.filter(
    (site) => site.index > 0 && !site.map.flow && site.owner !== 'root' && !afterBlock(site) && !blockAfterBlock(site),
  );
  for (const [index, site] of pick(indentable, 30).entries()) {
    const text = site.source.source;
    const start = lineStartOf(text, site.pair.key.range![0]);
    const shifted =
      index % 2 === 0 ? text.slice(0, start) + text.slice(start + 1) : `${text.slice(0, start)}  ${text.slice(start)}`;
    add({
      kind: 'broken indentation',
      name: `${site.source.file}: ${dotted(site.path)} ${index % 2 === 0 ? 'dedented by 1' : 'indented by 2'}`,
      sources: with_(site, shifted),
      file: site.source.file,
      line: lineOf(text, start),
      mustContain: [],
      needsPath: false,
    });
  }
  // Tabs instead of spaces.
  for (const site of pick(
    sites.filter((site) => site.owner !== 'root' && !site.map.flow),
    20,
  )) {
    const text = site.source.source;
    const start = lineStartOf(text, site.pair.key.range![0]);
    const indent = site.pair.key.range![0] - start;
    const tabbed = text.slice(0, start) + '\t'.repeat(Math.max(1, Math.round(indent / 2))) + text.slice(start + indent);
    add({
      kind: 'tab indentation',
      name: `${site.source.file}: ${dotted(site.path)} indented with tabs`,
      sources: with_(site, tabbed),
      file: site.source.file,
      line: lineOf(text, start),
      mustContain: ['tab'],
      needsPath: false,
    });
  }
  variants.push(...duplicates(sources, sites, with_));
  // Dead internal links.
  const links = sites.filter(
    (site) =>
      (site.path.at(-1) === 'href' || site.path.at(-1) === 'to') &&
      isScalar(site.pair.value) &&
      String(site.pair.value.value).startsWith('/'),
  );
  for (const [index, site] of pick(links, 25).entries()) {
    const current = String((site.pair.value as { value: unknown }).value);
    const value = current === '/' ? '/home' : [`${current}-gone`, '/no-such-page', `${current}-old-page`][index % 3]!;
    add({
      kind: 'dead internal link',
      name: `${site.source.file}: ${dotted(site.path)} set to ${value}`,
      ...replaced(site, 'value', value, with_),
      mustContain: ['goes nowhere'],
      needsPath: true,
    });
  }
  variants.push(...outOfRange(sites, with_), ...siteLinks(sites, with_), ...duplicateHeads(sites, with_));
  // Empty files: nothing at all, or only the editor comment.
  for (const source of sources) {
    const firstLine = source.source.split('\n')[0]!;
    for (const text of ['', `${firstLine}\n`]) {
      add({
        kind: 'empty file',
        name: `${source.file}: ${text ? 'only the schema comment' : 'emptied'}`,
        sources: sources.map((other) => (other === source ? { ...other, source: text } : other)),
        file: source.file,
        line: 1,
        mustContain: ['empty'],
        needsPath: false,
      });
    }
  }
  return variants;
}

type WithText = (site: Site, text: string) => ContentSource[];

/** The sources with the site's key or value replaced by `text`, and the file and line of the change. */
function replaced(site: Site, part: 'key' | 'value', text: string, with_: WithText) {
  const [start, end] = site.pair[part]!.range!;
  const source = site.source.source;
  return {
    sources: with_(site, source.slice(0, start) + text + source.slice(end)),
    file: site.source.file,
    line: lineOf(source, start),
  };
}

function duplicates(sources: ContentSource[], sites: Site[], with_: WithText): Variant[] {
  const variants: Variant[] = [];
  const pathSites = sites.filter(
    (site) => site.path.at(-1) === 'path' && site.path.length <= 2 && isScalar(site.pair.value),
  );
  // Each path set to the path of the next file's page: both files then claim it.
  pathSites.forEach((site, index) => {
    const other =
      pathSites.find((candidate, at) => at > index && candidate.source.file !== site.source.file) ?? pathSites[0]!;
    if (other.source.file === site.source.file) return;
    const value = String((other.pair.value as { value: unknown }).value);
    variants.push({
      kind: 'duplicate path',
      name: `${site.source.file}: ${dotted(site.path)} set to ${value} (used by ${other.source.file})`,
      ...replaced(site, 'value', value, with_),
      mustContain: ['Duplicate path', value],
      needsPath: true,
    });
  });
  // A slug changed to another file's slug.
  const slugSites = sites.filter((site) => site.path.length === 1 && site.path[0] === 'slug');
  slugSites.slice(0, 8).forEach((site, index) => {
    const other = slugSites[(index + 1) % slugSites.length]!;
    const value = String((other.pair.value as { value: unknown }).value);
    variants.push({
      kind: 'duplicate slug',
      name: `${site.source.file}: slug set to ${value}`,
      ...replaced(site, 'value', value, with_),
      mustContain: [value],
      needsPath: true,
    });
  });
  // A new page or demo file whose name (and so slug) is already an industry's.
  const industries = sources.filter((source) => source.kind === 'industry');
  const templates = sources.filter((source) => source.kind === 'page' || source.kind === 'demo');
  industries.slice(0, 6).forEach((industry, index) => {
    const template = templates[index % templates.length]!;
    const slug = industry.file.replace(/^.*\//, '').replace(/\.yaml$/, '');
    const folder = template.kind === 'page' ? 'pages' : 'demos';
    const text = template.source
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^(\s*)path: \/.*$/m, `$1path: /${slug}-copy-${index}`)
      .replace(/localStorageKey: \w+/, `localStorageKey: copy${index}Key`)
      .replace(/(demos:\n\s+label: .*\n\s+order:) \d+/, `$1 ${900 + index}`);
    const file = `industries/${folder}/${slug}.yaml`;
    variants.push({
      kind: 'duplicate slug',
      name: `${file}: new ${template.kind} file with the slug of ${industry.file}`,
      sources: [...sources, { file, kind: template.kind, source: text }],
      file,
      line: text.split('\n').findIndex((line) => line.startsWith('slug:')) + 1,
      mustContain: [`Duplicate slug "${slug}"`],
      needsPath: true,
    });
  });
  return variants;
}

/** Numbers past their limits and text past its length, each message naming the allowed range. */
function outOfRange(sites: Site[], with_: WithText): Variant[] {
  const variants: Variant[] = [];
  const numbers = sites.filter(
    (site) => isScalar(site.pair.value) && fieldSchema(site) && numberLimits(fieldSchema(site)!),
  );
  numbers.forEach((site, index) => {
    const { min, max } = numberLimits(fieldSchema(site)!)!;
    const value = index % 2 === 0 ? max + 1 : min - 1;
    variants.push({
      kind: 'number out of range',
      name: `${site.source.file}: ${dotted(site.path)} set to ${value}`,
      ...replaced(site, 'value', String(value), with_),
      mustContain: [`from ${min} to ${max}`, String(value)],
      needsPath: true,
    });
  });
  const texts = sites.filter(
    (site) => isScalar(site.pair.value) && !site.map.flow && fieldSchema(site) && maxLength(fieldSchema(site)!),
  );
  for (const site of texts) {
    const max = maxLength(fieldSchema(site)!)!;
    const current = String((site.pair.value as { value: unknown }).value);
    const long = `${current} ${'and then some more words '.repeat(Math.ceil(max / 20))}`.trim();
    variants.push({
      kind: 'text too long',
      name: `${site.source.file}: ${dotted(site.path)} made ${long.length} characters long`,
      sources: with_(site, replaceValue(site.source.source, site.pair, JSON.stringify(long))),
      file: site.source.file,
      line: lineOf(site.source.source, site.pair.key.range![0]),
      mustContain: ['Too long', `${long.length} characters`, `${max} characters`, `by ${long.length - max}`],
      needsPath: true,
    });
  }
  return variants;
}

/** Every link of the navigation bars, the footer and the Book a Demo fallback pointed at no page. */
function siteLinks(sites: Site[], with_: WithText): Variant[] {
  return sites
    .filter((site) => site.source.kind === 'site' && /^(href|bookDemoHref)$/.test(String(site.path.at(-1))))
    .map((site, index) => {
      const [path, hash] = String((site.pair.value as { value: unknown }).value).split('#');
      const value = `${path === '/' ? '/home' : [`${path}s`, `${path}-page`][index % 2]}${hash ? `#${hash}` : ''}`;
      return {
        kind: 'dead link in site.yaml' as const,
        name: `${site.source.file}: ${dotted(site.path)} set to ${value}`,
        ...replaced(site, 'value', value, with_),
        mustContain: ['goes nowhere', value.split('#')[0]!],
        needsPath: true,
      };
    });
}

/**
 * Each page title and description set to one an earlier file has: the message lands on the later
 * one (the files are checked in this order) and names the earlier file.
 */
function duplicateHeads(sites: Site[], with_: WithText): Variant[] {
  const variants: Variant[] = [];
  for (const key of ['title', 'description'] as const) {
    const heads = sites.filter(
      (site) =>
        site.source.kind !== 'site' &&
        site.path.at(-1) === key &&
        (site.path.length === 1 || (site.path.length === 2 && ['landing', 'demo'].includes(String(site.path[0])))),
    );
    heads.forEach((site, index) => {
      const earlier = heads.slice(0, index).find((other) => other.source.file !== site.source.file);
      if (!earlier) return;
      const value = JSON.stringify((earlier.pair.value as { value: unknown }).value);
      variants.push({
        kind: key === 'title' ? 'duplicate title' : 'duplicate description',
        name: `${site.source.file}: ${dotted(site.path)} set to the one of ${earlier.source.file}`,
        sources: with_(site, replaceValue(site.source.source, site.pair, value)),
        file: site.source.file,
        line: lineOf(site.source.source, site.pair.key.range![0]),
        mustContain: [
          `Duplicate ${key}`,
          `${earlier.source.file}:${lineOf(earlier.source.source, earlier.pair.value!.range![0])}`,
        ],
        needsPath: true,
      });
    });
  }
  return variants;
}

function sitesOf(source: ContentSource): Site[] {
  const doc = parseDocument(source.source);
  const data = doc.toJS() as unknown;
  const sites: Site[] = [];
  const visit = (node: unknown, path: Array<string | number>, owner: Site['owner'], ownerOffset: number) => {
    if (isMap(node)) {
      node.items.forEach((pair, index) => {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) return;
        const key = String(pair.key.value);
        sites.push({
          source,
          path: [...path, key],
          pair: pair as Pair<Node, Node | null>,
          map: node,
          owner,
          ownerOffset,
          index,
          data,
        });
        visit(pair.value, [...path, key], 'key', pair.key.range[0]);
      });
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => visit(item, [...path, index], 'item', (item as Node).range?.[0] ?? 0));
    }
  };
  visit(doc.contents, [], 'root', (doc.contents as Node | null)?.range?.[0] ?? 0);
  return sites;
}

function rootSchema(site: Site): z.core.$ZodType {
  return SCHEMAS[site.source.kind];
}

function fieldSchema(site: Site): z.core.$ZodType | undefined {
  const parent = schemaAt(rootSchema(site), site.path.slice(0, -1), site.data);
  return fieldOf(parent, String(site.path.at(-1)));
}

function isRequired(site: Site): boolean {
  const field = fieldSchema(site);
  if (!field || (field instanceof z.ZodType && field.isOptional())) return false;
  // The first key of a list item carries the `- `; it can go only when another key takes its place.
  return !(site.owner === 'item' && site.index === 0 && site.map.items.length < 2) && !site.map.flow;
}

function deleteKey(site: Site, with_: WithText): Variant {
  const text = site.source.source;
  const keyStart = site.pair.key.range![0];
  const start = lineStartOf(text, keyStart);
  const valueEnd = site.pair.value?.range?.[1] ?? site.pair.key.range![1];
  let end = lineEndOf(text, Math.max(keyStart, valueEnd - 1));
  let mutated: string;
  let line: number;
  if (site.owner === 'item' && site.index === 0) {
    // `- question: …` then `  answer: …`: the next key takes over the dash.
    const next = site.map.items[1] as Pair<Node>;
    end = lineStartOf(text, next.key.range![0]);
    const column = next.key.range![0] - end;
    mutated = `${text.slice(0, start)}${' '.repeat(column - 2)}- ${text.slice(end + column)}`;
    line = lineOf(text, keyStart);
  } else {
    mutated = text.slice(0, start) + text.slice(end);
    line = site.owner === 'root' && site.index === 0 ? lineOf(text, keyStart) : lineOf(text, site.ownerOffset);
  }
  return {
    kind: 'deleted required key',
    name: `${site.source.file}: delete ${dotted(site.path)}`,
    sources: with_(site, mutated),
    file: site.source.file,
    line,
    mustContain: site.path.at(-1) === 'type' ? ['type'] : ['Required'],
    needsPath: true,
  };
}

/** A value of the wrong type for the key, or undefined when the key takes anything. */
function wrongValue(site: Site, index: number): string | undefined {
  const field = fieldSchema(site);
  if (!field || !site.pair.value?.range || site.map.flow) return undefined;
  const type = kindOf(field);
  if (type === 'string') return ['42', '[first, second]', 'true'][index % 3];
  if (type === 'number') return ['ten', '"5"', '[1, 2]'][index % 3];
  if (type === 'boolean') return ['yes please', '"true"'][index % 2];
  if (type === 'array') return ['see below', '{ first: one }'][index % 2];
  if (type === 'object') return ['none', '[a, b]'][index % 2];
  return undefined;
}

/** The allowed values when the key takes one of a fixed set. */
function allowedValues(site: Site): string[] | undefined {
  if (!isScalar(site.pair.value) || !site.pair.value.range) return undefined;
  if (site.path.at(-1) === 'type' && site.path.includes('sections')) return undefined; // covered in messages.test
  const field = fieldSchema(site);
  return field && fixedValues(field);
}

function misspell(site: Site, index: number): string | undefined {
  const key = String(site.path.at(-1));
  const parent = schemaAt(rootSchema(site), site.path.slice(0, -1), site.data);
  const shape: Record<string, unknown> | undefined = parent instanceof z.ZodObject ? parent.shape : undefined;
  if (!shape || site.map.flow || !(key in shape)) return undefined;
  const typos = [
    transpose(key),
    key.length > 3 ? key.slice(0, -2) + key.at(-1) : `${key}${key.at(-1)}`,
    key.slice(0, 1).toUpperCase() + key.slice(1),
    key.length > 2 ? key.slice(0, 2) + key[1] + key.slice(2) : `${key}${key.at(-1)}`,
  ];
  for (let attempt = 0; attempt < typos.length; attempt += 1) {
    const typo = typos[(index + attempt) % typos.length]!;
    if (typo !== key && !(typo in shape)) return typo;
  }
  return undefined;
}

/** Swaps two letters in the middle of a word: title → tilte. */
function transpose(word: string): string {
  const middle = Math.max(0, Math.floor(word.length / 2) - 1);
  const at = [middle, ...word.split('').keys()].find(
    (index) => index + 1 < word.length && word[index] !== word[index + 1],
  );
  if (at === undefined) return `${word}x`;
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

function replaceValue(text: string, pair: Pair<Node, Node | null>, value: string): string {
  const keyEnd = pair.key.range![1];
  const colon = text.indexOf(':', keyEnd);
  const valueEnd = pair.value?.range?.[1] ?? colon + 1;
  const end = lineEndOf(text, Math.max(colon, valueEnd - 1));
  return `${text.slice(0, colon + 1)} ${value}\n${text.slice(end)}`;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset just past the newline that ends the line holding `offset`. */
function lineEndOf(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

function dotted(path: ReadonlyArray<string | number>): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}
