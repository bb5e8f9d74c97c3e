import { createHash } from 'node:crypto';
import { contentSecurityPolicy, type HeaderEnv } from '../shared/headers.ts';
import { criticalCss, pageTokens } from './critical-css.ts';
import { AFTER_PAINT_ID } from './bootstrap.ts';

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"[^>]*\/?>/g;
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

/** The stylesheets a page links in its <head>. */
export function headStylesheets(html: string): string[] {
  return [...html.slice(0, html.indexOf('</head>')).matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
}

/**
 * The rules the page can use, inlined in <head> just before its stylesheet links; the links (and the
 * router's record of them, so React adopts the link on hydration instead of adding another) then point
 * at each stylesheet's late part (`lateHref`, see `lateCss`). `deferToFirstPaint` takes the links out
 * of the way of the first paint.
 */
export function inlineCriticalCss(
  html: string,
  readCss: (href: string) => string,
  lateHref: (href: string) => string = (href) => href,
  criticalOf?: (href: string) => string,
): string {
  const hrefs = headStylesheets(html);
  if (hrefs.length === 0) return html;
  const tokens = criticalOf ? undefined : pageTokens(html);
  const critical = hrefs.map((href) => criticalOf?.(href) ?? criticalCss(readCss(href), tokens!)).join('');
  const firstLink = html.search(STYLESHEET_LINK);
  let page = `${html.slice(0, firstLink)}<style data-critical-css="">${critical}</style>${html.slice(firstLink)}`;
  for (const href of hrefs) page = page.split(href).join(lateHref(href));
  return page;
}

const MODULEPRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;

/**
 * Same-site links the browser prerenders when the visitor hovers or presses them (Speculation Rules,
 * moderate eagerness), so a page that has not loaded the app still opens the next one at once. The
 * local admin and stand-in paths (`/__…`) and the menus' triggers are left out. Browsers without Speculation Rules ignore the
 * block and follow links as usual.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/__*' } },
          // A menu's trigger, a link only until the app makes it the menu's button (src/components/Navbar/NavMenu.tsx).
          { not: { selector_matches: '[data-opens-menu]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/**
 * Leaves the document as the only request before the first paint: the page's stylesheet and module
 * preload links are replaced by one JSON block in <head>, which the bootstrap script
 * (scripts/build/bootstrap.ts) turns back into links once the page has painted. The critical CSS is
 * already inline, so the paint is complete; a browser without JavaScript loses only rules for
 * components that need JavaScript to appear. With `hydrateOnIntent` the block says so, and the
 * bootstrap fetches the modules and hydrates on the visitor's first intent; the page then carries the
 * Speculation Rules, since its links are followed by the browser until the app is there.
 */
export function deferToFirstPaint(html: string, hydrateOnIntent = false): string {
  // The router puts these links in <head>, React may add one to <body>: when the body has none, only
  // <head> is searched, a fraction of the page.
  const headEnd = html.indexOf('</head>');
  const split = headEnd !== -1 && html.indexOf('<link rel="', headEnd) === -1 ? headEnd : html.length;
  const links = html.slice(0, split);
  const css = [...links.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const modules = [...links.matchAll(MODULEPRELOAD_LINK)].map((match) => match[1]!);
  if (css.length === 0 && modules.length === 0) return html;
  const later = hydrateOnIntent ? { css, modules, hydrate: 'intent' } : { css, modules };
  const block = `<script type="application/json" id="${AFTER_PAINT_ID}">${JSON.stringify(later)}</script>`;
  const rules = hydrateOnIntent ? `<script type="speculationrules">${SPECULATION_RULES}</script>` : '';
  const rest = `${links.replace(STYLESHEET_LINK, '').replace(MODULEPRELOAD_LINK, '')}${html.slice(split)}`;
  return rest.replace('</head>', `${block}${rules}</head>`);
}

/** `'sha256-…'` CSP sources for the page's inline scripts that run (JSON-LD and other data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1]?.toLowerCase();
    // Speculation Rules are not run, yet the CSP governs them as inline scripts.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'speculationrules') continue;
    hashes.push(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * Puts the site's Content-Security-Policy into the page as the first tag of <head>, with script-src
 * narrowed to this page's own inline scripts by hash. The HTTP header sends the same policy but cannot
 * know each page's hashes; a browser enforces both, so inline scripts run only when their hash is listed.
 */
export function addCspMeta(html: string, env: HeaderEnv): string {
  const policy = contentSecurityPolicy(env, { scriptHashes: inlineScriptHashes(html) });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head>/, `<head>${meta}`);
}

export interface FinishOptions {
  /** The text of a stylesheet by its address, e.g. /assets/entry-client-abc.css. */
  readCss: (href: string) => string;
  /** The address of a stylesheet's late part; default: the stylesheet itself. */
  lateHref?: (href: string) => string;
  /** The build environment, for the CSP's connect-src. */
  env: HeaderEnv;
  /** The page's critical CSS of a stylesheet, when the page was scanned already; default: scan it now. */
  criticalOf?: (href: string) => string;
  /** Fetch and hydrate the app on the visitor's first intent instead of after the first paint. */
  hydrateOnIntent?: boolean;
}

/** Everything done to a prerendered page after rendering: critical CSS, late loading, then the CSP meta tag. */
export function finishHtml(html: string, options: FinishOptions): string {
  const inlined = inlineCriticalCss(html, options.readCss, options.lateHref, options.criticalOf);
  return addCspMeta(deferToFirstPaint(inlined, options.hydrateOnIntent), options.env);
}
