/**
 * What beasties' scan of a page (`scanTokens` in critical-css.ts) can depend on, as a string: the page
 * with its text and the values of attributes no selector of the stylesheet tests taken out. Two pages
 * with the same key scan the same, so a prerender thread scans each key once and reuses the result.
 *
 * Why that holds: the scan (beasties/runtime `scanHtml`, with `chars: false`) reads tags, their nesting,
 * classes, ids, attribute names, and attribute values only where a selector compares them; it skips
 * text and the contents of <script> and <style>. The key keeps all of those. Text runs between a `>`
 * and the next `<` become one `#` (so an element with text never shares a key with an empty one, for
 * `:empty`); React's escaping of `<` and `>` in text and attribute values keeps such runs outside tags,
 * and a run inside a <script> or <style> is skipped by the scan as well.
 *
 * A key costs about a tenth of a scan. Pages built from one template share keys (a few dozen keys for
 * thousands of pages); a site whose every page differs in structure pays for the key and saves nothing.
 */
const TEXT_RUN = />[^<]+</g;
const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)="[^"]*"/g;
const VALUE_SELECTOR = /\[\s*([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*[~|^$*]?=/g;

const valueTested = new Map<string, Set<string>>();

/** The attributes whose value a selector of `css` compares (`[data-variant="filled"]`), plus class and id. */
function valueTestedAttributes(css: string): Set<string> {
  let names = valueTested.get(css);
  if (!names) {
    names = new Set(['class', 'id', ...[...css.matchAll(VALUE_SELECTOR)].map((match) => match[1]!.toLowerCase())]);
    valueTested.set(css, names);
  }
  return names;
}

/** The key under which a scan of `html` against `css` may be reused (see above). */
export function scanKey(html: string, css: string): string {
  const kept = valueTestedAttributes(css);
  return html
    .replace(TEXT_RUN, '>#<')
    .replace(ATTRIBUTE, (whole, name: string) => (kept.has(name.toLowerCase()) ? whole : ` ${name}`));
}
