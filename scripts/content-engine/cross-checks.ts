import { locate } from './locate.ts';
import { closest } from './messages.ts';
import { dottedPath, type Problem } from './problem.ts';
import type { ContentFile, LoadedContent } from './types.ts';

/** A value found in a file, with where it sits. */
interface Found {
  source: ContentFile<unknown>;
  path: PropertyKey[];
  value: string;
}

/**
 * Rules that span files: unique slugs, paths, storage keys and menu orders, and internal links
 * that point at real routes. Runs once over everything, so cost grows linearly with files.
 * `pathsOfBrokenFiles` are the paths declared by files that failed their own checks.
 */
export function crossCheck(content: LoadedContent, pathsOfBrokenFiles: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  const all: ContentFile<unknown>[] = [...content.industries, ...content.demos, ...content.pages];

  const slugs = all.map((source) => ({ source, path: ['slug'], value: (source.data as { slug: string }).slug }));
  problems.push(...duplicates(slugs, (value) => `Duplicate slug "${value}"`));

  const paths: Found[] = [
    ...content.industries.flatMap((source) => [
      { source, path: ['landing', 'path'], value: source.data.landing.path },
      { source, path: ['demo', 'path'], value: source.data.demo.path },
    ]),
    ...content.demos.map((source) => ({ source, path: ['demo', 'path'], value: source.data.demo.path })),
    ...content.pages.map((source) => ({ source, path: ['path'], value: source.data.path })),
  ];
  problems.push(...duplicates(paths, (value) => `Duplicate path "${value}": every page needs its own path`));

  const storageKeys: Found[] = [...content.industries, ...content.demos].flatMap((source) => {
    const storage = source.data.demo.storage;
    return storage === 'memory'
      ? []
      : [{ source, path: ['demo', 'storage', 'localStorageKey'], value: storage.localStorageKey }];
  });
  problems.push(
    ...duplicates(
      storageKeys,
      (value) => `Duplicate storage key "${value}": two demos would overwrite each other's details`,
    ),
  );

  const industryOrders = content.industries.map((source) => ({
    source,
    path: ['nav', 'industries', 'order'],
    value: String(source.data.nav.industries.order),
  }));
  problems.push(
    ...duplicates(
      industryOrders,
      (value) => `Duplicate Industries menu order ${value}: pick a number no other file uses`,
    ),
  );
  const demoOrders: Found[] = [
    ...content.industries.map((source) => ({
      source,
      path: ['nav', 'demos', 'order'],
      value: String(source.data.nav.demos.order),
    })),
    ...content.demos.flatMap((source) =>
      source.data.nav.demos
        ? [{ source, path: ['nav', 'demos', 'order'], value: String(source.data.nav.demos.order) }]
        : [],
    ),
  ];
  problems.push(
    ...duplicates(demoOrders, (value) => `Duplicate Demos menu order ${value}: pick a number no other file uses`),
  );

  // A file with a mistake still claims its paths: links to it are not dead, only it is broken.
  const routes = new Set([...paths.map((found) => found.value), ...pathsOfBrokenFiles]);
  for (const source of all) {
    for (const link of internalLinks(source)) {
      const target = link.value.split('#')[0] ?? link.value;
      if (!routes.has(target)) {
        problems.push({
          ...position(link),
          message: `Link to "${link.value}" goes nowhere: no page has the path "${target}"${suggestRoute(target, routes)}`,
        });
      }
    }
  }
  return problems;
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

/** Every `href` or session-link `to` that is a site path. */
function internalLinks(source: ContentFile<unknown>): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if ((key === 'href' || key === 'to') && typeof child === 'string' && child.startsWith('/')) {
          found.push({ source, path: [...path, key], value: child });
        } else visit(child, [...path, key]);
      }
    }
  };
  visit(source.data, []);
  return found;
}

function position(found: Found): Omit<Problem, 'message'> {
  const { line, column } = locate(found.source.doc, found.source.lines, found.path);
  return { file: found.source.file, line, column, path: dottedPath(found.path) };
}

function suggestRoute(target: string, routes: Set<string>): string {
  const near = closest(
    target,
    [...routes].filter((route) => route !== '/'),
  );
  return near ? `. Did you mean "${near}"?` : '';
}
