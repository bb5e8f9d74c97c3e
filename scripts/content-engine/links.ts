import type { ContentFile, Found, LoadedContent } from './types.ts';
import type { Problem } from './problem.ts';
import { closest } from './spelling.ts';

type Position = (found: Found) => Omit<Problem, 'message'>;

/** Keys whose value is a link: `href` and a session link's `to` in pages, `…Href` in site.yaml. */
export const LINK_KEY = /^(href|to)$|Href$/;

/** Every internal link (a value starting with `/`) of these files that no route answers. */
export function deadLinks(
  sources: readonly ContentFile<unknown>[],
  routes: ReadonlySet<string>,
  position: Position,
): Problem[] {
  const problems: Problem[] = [];
  for (const source of sources) {
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
 * Pages that site.yaml sends visitors to for something in particular: Book a Demo buttons on pages
 * without the dialog lead to `bookDemoHref`, which must have the dialog and open it on arrival.
 */
export function linkedPages(content: LoadedContent, position: Position): Problem[] {
  const site = content.site;
  if (!site) return [];
  const href = site.data.bookDemoHref;
  const [target, hash] = href.split('#');
  const found: Found = { source: site, path: ['bookDemoHref'], value: href };
  const pages = [
    ...content.pages.map(({ data }) => ({ path: data.path, sections: data.sections })),
    ...content.industries.map(({ data }) => ({ path: data.landing.path, sections: data.landing.sections })),
  ];
  const page = pages.find((candidate) => candidate.path === target);
  if (!page) return []; // a dead link, reported by deadLinks
  if (!page.sections.some((section) => section.type === 'book-demo')) {
    return [
      {
        ...position(found),
        message: `"${target}" has no book-demo section, so Book a Demo buttons that lead there would not find the dialog. Point bookDemoHref at a page that has one, or add "- type: book-demo" to that page's sections`,
      },
    ];
  }
  if (hash !== 'book-demo') {
    return [
      {
        ...position(found),
        message: `Only #book-demo opens the dialog when a visitor arrives, so Book a Demo buttons would land on a closed page. Write "${target}#book-demo"`,
      },
    ];
  }
  return [];
}

/**
 * The `path:` values written in a file's text, read line by line: a file YAML cannot read (a tab,
 * a stray colon) still claims its pages, so links to them are not reported as dead as well.
 */
export function writtenPaths(source: string): string[] {
  return [...source.matchAll(/^[ \t]*path:[ \t]*["']?(\/[a-z0-9-]*)["']?[ \t]*(?:#.*)?$/gm)].map((match) => match[1]!);
}

/** Every link value of a file that is a site path. */
function internalLinks(source: ContentFile<unknown>): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (LINK_KEY.test(key) && typeof child === 'string' && child.startsWith('/')) {
          found.push({ source, path: [...path, key], value: child });
        } else visit(child, [...path, key]);
      }
    }
  };
  visit(source.data, []);
  return found;
}

function suggestRoute(target: string, routes: ReadonlySet<string>): string {
  const near = closest(
    target,
    [...routes].filter((route) => route !== '/'),
  );
  return near ? `. Did you mean "${near}"?` : '';
}
