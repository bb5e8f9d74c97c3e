/**
 * Critical CSS with beasties: the rules of a stylesheet that match a prerendered page are inlined in its
 * <head>; the rest arrives with the late stylesheet (`lateCss`), which the page loads after its first
 * paint (`deferToFirstPaint`: beasties' own ways of loading it use `onload` handlers or inline scripts,
 * which the page's CSP forbids). beasties' compiler and runtime do the matching and leave the page
 * alone. Its classic `process()` is not used: it re-serializes the whole document through htmlparser2
 * (`charSet` lower-cased, `/>` dropped, `data-beasties-container` added to <html>), and it misses
 * selectors on <html> itself, such as Mantine's `:root[data-mantine-color-scheme=light]` colours.
 * Pseudo-classes are ignored, so the hover and focus rules of what is on the page are inlined; attribute
 * values and combinators are matched against the server HTML, so menus, dialogs, toasts and the dark
 * scheme stay out.
 *
 * beasties rather than a tokenizer of our own: it also matches attribute values and combinators, so
 * pages inline less CSS, for a little more build time and no tokenizer to keep (docs/performance.md).
 */
import { compileSheet, type CompiledRule, type CompiledSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, renderFullCss, scanHtml, type DocumentTokens } from 'beasties/runtime';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/** A prerendered page, as far as its stylesheets are concerned. */
export interface PageTokens {
  html: string;
  /** The forced Mantine colour scheme (`data-mantine-color-scheme` on <html>), if any. */
  colorScheme?: string | undefined;
}

export function pageTokens(html: string): PageTokens {
  return { html, colorScheme: /<html[^>]*\sdata-mantine-color-scheme="([^"]+)"/.exec(html)?.[1] };
}

// Every page of a build shares one or two stylesheets: compile each once.
const compiled = new Map<string, CompiledSheet>();

function compile(css: string): CompiledSheet {
  let sheet = compiled.get(css);
  if (!sheet) {
    const plain = compileSheet(css);
    compiled.set(css, (sheet = { ...plain, rules: plain.rules.map(whole) }));
  }
  return sheet;
}

/**
 * The rule inlined whole when one of its selectors matches, as a rule beasties keeps as written
 * (`css` and `match`). beasties alone would inline `input,button{…}` out of `input,button,select{…}`;
 * then no leading rule would be inlined in full on every page and `lateCss` would have to repeat the
 * reset and the theme variables, which costs more than whole rules do (docs/performance.md).
 */
function whole(rule: CompiledRule): CompiledRule {
  if (rule.selectors === undefined || rule.body === undefined) return rule;
  const { selectors, body, ...rest } = rule;
  return { ...rest, css: selectors.join(',') + body };
}

/** What a page holds that `css` can match: scan it once, then ask `criticalCssOf` and `inlinedLead`. */
export function scanTokens(html: string, css: string): DocumentTokens {
  return scanHtml(html, collectPrograms([compile(css)]), { chars: false });
}

/** The rules of `css` that match the page, in their original order, minified by beasties. */
export function criticalCss(css: string, page: PageTokens): string {
  return criticalCssOf(css, scanTokens(page.html, css));
}

/** `criticalCss` from an earlier scan (`scanTokens`). */
export function criticalCssOf(css: string, tokens: DocumentTokens): string {
  return renderCriticalCss(compile(css), tokens).css;
}

/** A top-level rule of a stylesheet, in the order `lateCss` walks them, as far as it may start there. */
interface LeadCandidate {
  /** Its compiled rule; none for a rule beasties drops (then the late part starts here). */
  rule: CompiledRule | undefined;
  /** Beasties matches all its selectors (`:focus-visible` it cannot); else the late part starts here. */
  everySelector: boolean;
  /** Only for the dark scheme: dropped, not a start, when every page forces the light one. */
  dark: boolean;
}

const candidates = new Map<string, LeadCandidate[]>();

/**
 * The rules from the top of `css` up to the first one no page could inline whole, whatever the pages
 * (a rule beasties cannot match): where the late part may start. The same for every page, so walked once.
 */
function leadCandidates(css: string): LeadCandidate[] {
  let found = candidates.get(css);
  if (found) return found;
  const rules = compile(css).rules.filter((rule) => !(rule.always && rule.css === '' && rule.wrap));
  let next = 0;
  let done = false;
  found = [];
  prune(postcss.parse(css), (node) => {
    if (done) return true;
    const own = compileSheet(node.toString()).rules.map(whole);
    const rule = own.length === 0 ? undefined : rules[next++];
    if (rule && ruleText(rule) !== ruleText(own[0]!))
      throw new Error(`critical-css: the compiled rules are out of step with the source at ${node.toString()}`);
    // beasties leaves out the selectors it cannot match statically (`:focus-visible`, `:host`); only
    // `:host` may be missing from a rule every page inlines: it matches in shadow roots, and the site has none.
    const everySelector =
      node.type !== 'rule' ||
      rule?.match?.length === node.selectors.filter((selector) => !/^:host\b/.test(selector)).length;
    const dark = node.type === 'rule' && node.selectors.every(isDarkScheme);
    found!.push({ rule, everySelector, dark });
    done = !dark && (!rule || !everySelector);
    return true;
  });
  candidates.set(css, found);
  return found;
}

/**
 * How many of the leading rules of `css` (see `leadCandidates`) the page inlines whole, counting
 * dark-scheme rules as dropped when `lightOnly`: the late part of `css` for a set of pages starts at
 * the smallest count among them.
 */
export function inlinedLead(css: string, tokens: DocumentTokens, lightOnly: boolean): number {
  const sheet = compile(css);
  const leading = leadCandidates(css);
  for (const [index, { rule, everySelector, dark }] of leading.entries()) {
    if (lightOnly && dark) continue;
    if (!rule || !everySelector) return index;
    const alone = { ...sheet, rules: [rule] };
    if (renderCriticalCss(alone, tokens).css !== renderFullCss(alone)) return index;
  }
  return leading.length;
}

/**
 * The stylesheet the pages load after first paint, one file for every page that inlines `criticalCss`
 * of the same source: the source from its first rule that not every page has inlined in full, in the
 * original order, so that later rules still win over earlier ones exactly as before. The leading rules
 * all pages inline (theme variables, reset) stay out: loaded after Mantine's runtime <style> tags, they
 * would override the theme were they not in `@layer mantine`, and every page has them already. Dark-scheme
 * rules are dropped when every page forces the light scheme.
 * Selectors beasties cannot match statically (`:focus-visible`, `:host`) are never inlined but stay here.
 */
export function lateCss(css: string, pages: PageTokens[]): string {
  const lightOnly = pages.every((page) => page.colorScheme !== undefined && page.colorScheme !== 'dark');
  const lead = Math.min(...pages.map((page) => inlinedLead(css, scanTokens(page.html, css), lightOnly)));
  return lateCssFrom(css, lead, lightOnly);
}

/** `lateCss` once the pages have been asked: it starts at leading rule `lead` (the smallest `inlinedLead`). */
export function lateCssFrom(css: string, lead: number, lightOnly: boolean): string {
  const root = postcss.parse(css);
  let visited = 0;
  prune(root, (node) => {
    const index = visited++;
    // Rules no page can use are dropped, and do not start the late part.
    const unusable = lightOnly && node.type === 'rule' && node.selectors.every(isDarkScheme);
    if (unusable) return false;
    // The leading rules before `lead` every page has inlined whole.
    return index >= lead;
  });
  return root.toString();
}

/** A compiled rule as its source text, minified, outside its @media and @layer blocks. */
function ruleText(rule: CompiledRule): string {
  return renderFullCss({ rules: [{ ...rule, wrap: undefined }], size: 0, warnings: [] });
}

function isDarkScheme(selector: string): boolean {
  return /data-mantine-color-scheme=["']?dark/.test(selector);
}

/**
 * Removes the rules and at-rules `keep` refuses, in source order, and the blocks left empty. Blocks of
 * rules are entered as beasties' compiler enters them; @keyframes and @font-face count as one rule.
 */
function prune(container: Container, keep: (node: Rule | AtRule) => boolean): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'atrule' && !/^(-webkit-)?keyframes$|^font-face$/.test(node.name) && hasRules(node)) {
      prune(node, keep);
      if (!hasRules(node)) node.remove();
    } else if ((node.type === 'rule' || node.type === 'atrule') && !keep(node)) node.remove();
  }
}

function hasRules(node: AtRule): boolean {
  return node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule') ?? false;
}
