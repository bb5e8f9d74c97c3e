/**
 * Critical CSS without a browser: keeps the rules of a (minified) stylesheet that can apply to a
 * prerendered page, judged by the class names, ids and element names the page contains. Pseudo-classes
 * and attribute selectors are ignored, so hover, focus, open and loading states of components on the
 * page are kept; rules for components that are not on the page (dialogs, menus, toasts) are dropped,
 * and arrive with the late stylesheet (`lateCss`), which the page loads without blocking the first paint.
 */

/** What a page contains, as far as selectors are concerned. */
export interface PageTokens {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  /** The forced Mantine colour scheme (`data-mantine-color-scheme` on <html>), if any. */
  colorScheme?: string | undefined;
  /** Stands for any page: every class, id and element counts as present. */
  anything?: boolean;
}

/** Collects class names, ids and element names from an HTML document. */
export function pageTokens(html: string): PageTokens {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.add(match[1]!);
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(match[1]!.toLowerCase());
  const colorScheme = /<html[^>]*\sdata-mantine-color-scheme="([^"]+)"/.exec(html)?.[1];
  return { classes, ids, tags, colorScheme };
}

/** One top-level statement of a stylesheet: `prelude { body }` or `prelude;`. */
interface Statement {
  prelude: string;
  body: string | undefined;
  text: string;
}

/** At-rules whose body holds rules that are pruned like the top level. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope']);

/** The rules of `css` that can apply to a page with these tokens, in their original order and text. */
export function criticalCss(css: string, page: PageTokens): string {
  let kept = '';
  for (const statement of statements(css)) {
    if (statement.body === undefined) {
      kept += statement.text;
    } else if (statement.prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(statement.prelude)?.[1]?.toLowerCase() ?? '';
      if (!GROUPING_AT_RULES.has(name))
        kept += statement.text; // @font-face, @keyframes, @property…
      else {
        const inner = criticalCss(statement.body, page);
        if (inner.trim()) kept += `${statement.prelude}{${inner}}`;
      }
    } else if (splitSelectorList(statement.prelude).some((selector) => selectorCanMatch(selector, page))) {
      kept += statement.text;
    }
  }
  return kept;
}

/**
 * The stylesheet the pages load after first paint, one file for every page that inlines `criticalCss`
 * of the same source: the source from its first rule that not every page has inlined, in the original
 * order, so that later rules still win over earlier ones exactly as before. The leading rules all pages
 * inline (theme variables, reset) stay out: loaded after Mantine's runtime <style> tags, they would
 * override the theme. Rules no page can ever use (dark-scheme rules when every page is light) are dropped.
 */
export function lateCss(css: string, pages: PageTokens[]): string {
  const schemes = new Set(pages.map((page) => page.colorScheme));
  const anyPage: PageTokens = {
    classes: new Set(),
    ids: new Set(),
    tags: new Set(),
    anything: true,
    colorScheme: schemes.size === 1 ? [...schemes][0] : undefined,
  };
  return lateRules(css, pages, anyPage, { started: false });
}

/** `lateCss` over one block; `state.started` carries across nested @layer and @media blocks. */
function lateRules(css: string, pages: PageTokens[], anyPage: PageTokens, state: { started: boolean }): string {
  let late = '';
  for (const statement of statements(css)) {
    const atRule = /^@([\w-]+)/.exec(statement.prelude)?.[1]?.toLowerCase();
    if (statement.body !== undefined && atRule && GROUPING_AT_RULES.has(atRule)) {
      const inner = lateRules(statement.body, pages, anyPage, state);
      if (inner.trim()) late += `${statement.prelude}{${inner}}`;
      continue;
    }
    const usable = criticalCss(statement.text, anyPage);
    if (!usable.trim()) continue;
    if (!state.started && pages.every((page) => criticalCss(statement.text, page) === statement.text)) continue;
    state.started = true;
    late += usable;
  }
  return late;
}

/** Whether a single complex selector can match something on the page, in some state. */
export function selectorCanMatch(selector: string, page: PageTokens): boolean {
  if (page.colorScheme && page.colorScheme !== 'dark' && /data-mantine-color-scheme=["']?dark/.test(selector))
    return false;
  // Functional pseudo-classes (:not, :is, :where, :has, :nth-child…) only narrow or widen a match; drop them whole.
  let rest = stripFunctionalPseudos(selector)
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/::?[a-zA-Z-]+/g, ' ');
  if (page.anything) return true;
  for (const match of rest.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!page.classes.has(match[1]!)) return false;
  for (const match of rest.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) if (!page.ids.has(match[1]!)) return false;
  rest = rest.replace(/[.#]-?[_a-zA-Z][\w-]*/g, ' ');
  for (const match of rest.matchAll(/[a-zA-Z][\w-]*/g)) if (!page.tags.has(match[0].toLowerCase())) return false;
  return true;
}

function stripFunctionalPseudos(selector: string): string {
  let out = '';
  for (let index = 0; index < selector.length; index++) {
    const opening = /^::?[a-zA-Z-]+\(/.exec(selector.slice(index));
    if (!opening) {
      out += selector[index];
      continue;
    }
    let depth = 0;
    let end = index + opening[0].length - 1;
    for (; end < selector.length; end++) {
      if (selector[end] === '(') depth++;
      else if (selector[end] === ')' && --depth === 0) break;
    }
    out += ' ';
    index = end;
  }
  return out;
}

/** Splits `a, b:is(c, d)` into `a` and `b:is(c, d)`. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** Top-level statements, skipping comments and respecting strings and nested blocks. */
function statements(css: string): Statement[] {
  const result: Statement[] = [];
  let start = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2);
      index = close === -1 ? css.length : close + 2;
      if (css.slice(start, index).trim().startsWith('/*')) start = index;
      continue;
    }
    if (char === '"' || char === "'") {
      index = skipString(css, index);
      continue;
    }
    if (char === ';') {
      result.push({ prelude: css.slice(start, index).trim(), body: undefined, text: css.slice(start, index + 1) });
      start = ++index;
      continue;
    }
    if (char === '{') {
      const close = matchingBrace(css, index);
      const prelude = css.slice(start, index).trim();
      result.push({ prelude, body: css.slice(index + 1, close), text: `${prelude}${css.slice(index, close + 1)}` });
      start = index = close + 1;
      continue;
    }
    index++;
  }
  const tail = css.slice(start).trim();
  if (tail) result.push({ prelude: tail, body: undefined, text: tail });
  return result;
}

function skipString(css: string, open: number): number {
  const quote = css[open];
  let index = open + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < css.length) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = skipString(css, index);
      continue;
    }
    if (char === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2);
      index = close === -1 ? css.length : close + 2;
      continue;
    }
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
    index++;
  }
  throw new Error(`Unbalanced braces in CSS at offset ${open}`);
}
