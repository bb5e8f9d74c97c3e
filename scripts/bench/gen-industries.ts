// Writes a complete content folder with `n` valid industries, for benchmarks:
//   node scripts/bench/gen-industries.ts 100 /tmp/content-100   then   npm run validate -- /tmp/content-100
// The first ten are the real files (the fixed pages link to them); the rest are copies of them with
// their own slug, paths, menu labels and positions, storage key, page titles and descriptions, and
// links pointing at their own pages.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Original {
  slug: string;
  text: string;
  landingPath: string;
  demoPath: string;
}

/**
 * Fills `dir` (emptied first) with site.yaml, pages/, demos/ and `n` industries; returns the file
 * names of the industries. `n` must be at least 10: the real industries are always included. `source`:
 * another content folder to start from (the unit tests use the fixture site).
 */
export function generateIndustries(n: number, dir: string, source = join(ROOT, 'industries')): string[] {
  const originals: Original[] = readdirYaml(source).map((name) => {
    const text = readFileSync(join(source, name), 'utf8');
    const data = parse(text) as { slug: string; landing: { path: string }; demo: { path: string } };
    return { slug: data.slug, text, landingPath: data.landing.path, demoPath: data.demo.path };
  });
  if (!Number.isInteger(n) || n < originals.length) {
    throw new RangeError(`Ask for at least ${originals.length} industries: the real ones are always included`);
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(source, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(source, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(source, 'demos'), join(dir, 'demos'), { recursive: true });

  const names: string[] = [];
  for (const original of originals) {
    writeFileSync(join(dir, `${original.slug}.yaml`), original.text);
    names.push(`${original.slug}.yaml`);
  }
  // Menu positions after every real one (the demo files use low numbers too).
  const firstOrder = 100;
  for (let index = originals.length; index < n; index += 1) {
    const original = originals[index % originals.length]!;
    const copy = index;
    const slug = `${original.slug}-${copy}`;
    const demoPath = `/${slug}-demo`;
    let text = original.text
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^(nav:\n {2}industries:\n(?: {4}.*\n)*? {4}order:) \d+$/m, `$1 ${firstOrder + copy}`)
      .replace(/^( {2}demos:\n(?: {4}.*\n)*? {4}order:) \d+$/m, `$1 ${firstOrder + copy}`)
      .replace(/localStorageKey: (\w+)/, `localStorageKey: $1Copy${copy}`)
      // Agent names are unique across the site too (npm run validate).
      .replace(/^( {4}name: )(.*)$/m, (_, key: string) => `${key}"Generated agent ${slug}"`);
    // Menu labels (the `nav:` block, before `landing:`) get the copy's number: one menu, one label each.
    const navEnd = text.indexOf('\nlanding:');
    text = text.slice(0, navEnd).replace(/^( {4}label: .*)$/gm, `$1 ${copy}`) + text.slice(navEnd);
    text = uniqueHeads(text, `${original.slug} copy ${copy}`);
    // The demo path first: the landing path is usually a prefix of it.
    text = replaceLinkValue(text, original.demoPath, demoPath);
    text = replaceLinkValue(text, original.landingPath, `/${slug}`);
    writeFileSync(join(dir, `${slug}.yaml`), text);
    names.push(`${slug}.yaml`);
  }
  return names;
}

/**
 * New page titles and descriptions (landing and demo, the two-space `title:` and `description:`
 * keys) naming the copy, so that no two generated pages share them, as the checker requires.
 */
function uniqueHeads(text: string, name: string): string {
  let titles = 0;
  let descriptions = 0;
  return text
    .replace(/^ {2}title: .*$/gm, () => `  title: Generated ${name} page ${(titles += 1)} | Harbourline`)
    .replace(
      /^ {2}description: (?:[>|][-+]?\n(?: {4}.*\n)+|.*\n(?: {4}.*\n)*)/gm,
      () =>
        `  description: Generated ${name} page ${(descriptions += 1)}, one of many copies that measure how validation and the build scale.\n`,
    );
}

/** Replaces a path where it is a whole YAML value (`path: /x`, `href: /x#faq`), never inside copy. */
function replaceLinkValue(text: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return text.replace(new RegExp(`^(\\s*(?:- )?(?:path|href|to): )${escaped}(?=#|\\s*$)`, 'gm'), `$1${to}`);
}

function readdirYaml(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && name !== 'site.yaml')
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 100);
  const target = resolve(process.argv[3] ?? join(ROOT, 'node_modules/.cache', `content-${count}`));
  const names = generateIndustries(count, target);
  console.log(`Wrote ${names.length} industries (and the site, pages and demo files) to ${target}`);
}
