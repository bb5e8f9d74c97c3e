import { bookingProblems } from './booking-checks.ts';
import { deadLinks, linkedPages } from './links.ts';
import { locate } from './locate.ts';
import { dottedPath, type Problem } from './problem.ts';
import type { ContentFile, Found, LoadedContent } from './types.ts';

/**
 * Rules that span files: unique slugs, paths, storage keys, page titles and descriptions and menu
 * labels, and internal links (in pages and in site.yaml's bars and footer) that point at real
 * routes. Runs once over everything, so cost grows linearly with files. `pathsOfBrokenFiles` are
 * the paths declared by files that failed their own checks.
 */
export function crossCheck(content: LoadedContent, pathsOfBrokenFiles: readonly string[] = []): Problem[] {
  const all: ContentFile<unknown>[] = [...content.industries, ...content.demos, ...content.pages];
  const slugs = all.map((source) => ({ source, path: ['slug'], value: (source.data as { slug: string }).slug }));
  const paths = declaredPaths(content);
  // A file with a mistake still claims its paths: links to it are not dead, only it is broken.
  const routes = new Set([...paths.map((found) => found.value), ...pathsOfBrokenFiles]);
  const linking: ContentFile<unknown>[] = content.site ? [...all, content.site] : all;
  return [
    ...duplicates(slugs, (value) => `Duplicate slug "${value}"`),
    ...duplicates(paths, (value) => `Duplicate path "${value}": every page needs its own path`),
    ...duplicates(
      storageKeys(content),
      (value) => `Duplicate storage key "${value}": two demos would overwrite each other's details`,
    ),
    ...repeatedHeads(content),
    ...repeatedMenuLabels(content),
    ...deadLinks(linking, routes, position),
    ...linkedPages(content, position),
    ...bookingProblems(content, position),
  ];
}

/** Every path a page is served at: landings, demos, fixed pages and the generated pages that list a whole menu. */
function declaredPaths(content: LoadedContent): Found[] {
  return [
    ...content.industries.flatMap((source) => [
      { source, path: ['landing', 'path'], value: source.data.landing.path },
      { source, path: ['demo', 'path'], value: source.data.demo.path },
    ]),
    ...content.demos.map((source) => ({ source, path: ['demo', 'path'], value: source.data.demo.path })),
    ...content.pages.map((source) => ({ source, path: ['path'], value: source.data.path })),
    // The generated pages that list a whole menu (site.yaml `menus`).
    ...(content.site
      ? (['industries', 'demos'] as const).map((menu) => ({
          source: content.site!,
          path: ['menus', menu, 'path'],
          value: content.site!.data.menus[menu].path,
        }))
      : []),
  ];
}

/** The browser storage key of every demo that keeps the visitor's details. */
function storageKeys(content: LoadedContent): Found[] {
  return [...content.industries, ...content.demos].flatMap((source) => {
    const storage = source.data.demo.storage;
    return storage === 'memory'
      ? []
      : [{ source, path: ['demo', 'storage', 'localStorageKey'], value: storage.localStorageKey }];
  });
}

/**
 * Search results show title and description side by side; two pages with the same ones compete.
 * Placeholders left by new:industry are warnings already, and alike by design.
 */
function repeatedHeads(content: LoadedContent): Problem[] {
  const heads = (key: 'title' | 'description') =>
    [
      ...content.industries.flatMap((source) => [
        { source, path: ['landing', key], value: source.data.landing[key] },
        { source, path: ['demo', key], value: source.data.demo[key] },
      ]),
      ...content.demos.map((source) => ({ source, path: ['demo', key], value: source.data.demo[key] })),
      ...content.pages.map((source) => ({ source, path: [key], value: source.data[key] })),
    ].filter((found) => !found.value.includes('[[REPLACE:'));
  return [
    ...repeats(
      heads('title'),
      (value, first) =>
        `Duplicate title "${value}": ${first} already uses it, and search results would show two pages alike. Write a title of its own`,
    ),
    ...repeats(
      heads('description'),
      (_, first) =>
        `Duplicate description: ${first} already uses the same text, and search engines show it under both pages. Write one for this page`,
    ),
  ];
}

/** Menu numbers may tie (entries then sort by label), but two entries with one label cannot be told apart. */
function repeatedMenuLabels(content: LoadedContent): Problem[] {
  const industryLabels = content.industries.map((source) => ({
    source,
    path: ['nav', 'industries', 'label'],
    value: source.data.nav.industries.label,
  }));
  const demoLabels: Found[] = [
    ...content.industries.map((source) => ({
      source,
      path: ['nav', 'demos', 'label'],
      value: source.data.nav.demos.label,
    })),
    ...content.demos.flatMap((source) =>
      source.data.nav.demos ? [{ source, path: ['nav', 'demos', 'label'], value: source.data.nav.demos.label }] : [],
    ),
  ];
  return (
    [
      ['Industries', industryLabels],
      ['Demos', demoLabels],
    ] as const
  ).flatMap(([menu, labels]) =>
    repeats(
      labels,
      (value, first) =>
        `Duplicate ${menu} menu label "${value}": ${first} already has it, so visitors could not tell the two apart. Change this label`,
    ),
  );
}

/**
 * Every place that shares a value with another, each pointing at the other: the checker cannot
 * know which one the author meant to change, so both ends get a located message.
 */
function duplicates(found: Found[], message: (value: string) => string): Problem[] {
  const byValue = new Map<string, Found[]>();
  for (const item of found) byValue.set(item.value, [...(byValue.get(item.value) ?? []), item]);
  const problems: Problem[] = [];
  for (const [value, items] of byValue) {
    if (items.length < 2) continue;
    const positions = items.map(position);
    positions.forEach((at, index) => {
      const others = positions.filter((_, other) => other !== index).map((other) => `${other.file}:${other.line}`);
      problems.push({ ...at, message: `${message(value)} (also in ${others.join(', ')})` });
    });
  }
  return problems;
}

/**
 * Every later use of a value that an earlier place already has, pointing at the later one and naming
 * the first (`file:line`): the later copy is usually the one just written.
 */
function repeats(found: readonly Found[], message: (value: string, first: string) => string): Problem[] {
  const first = new Map<string, Found>();
  const problems: Problem[] = [];
  for (const item of found) {
    const earlier = first.get(item.value);
    if (!earlier) first.set(item.value, item);
    else {
      const { file, line } = position(earlier);
      problems.push({ ...position(item), message: message(item.value, `${file}:${line}`) });
    }
  }
  return problems;
}

/** Where a found value sits: file, line, column and dotted path. */
export function position(found: Found): Omit<Problem, 'message'> {
  const { line, column } = locate(found.source.doc, found.source.lines, found.path);
  return { file: found.source.file, line, column, path: dottedPath(found.path) };
}
