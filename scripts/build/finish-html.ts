import { createHash } from 'node:crypto';
import { contentSecurityPolicy, type HeaderEnv } from '../server/headers.ts';
import { criticalCss, pageTokens } from './critical-css.ts';

const HEAD_STYLESHEET = /<link rel="stylesheet" href="([^"]+)"[^>]*\/?>/g;
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

/**
 * First paint without a stylesheet request: the rules the page can use are inlined in <head>, and the
 * full stylesheets move to the end of <body>, where they load without holding back the content
 * above them (menus, dialogs and toasts that appear later find their rules there).
 */
export function inlineCriticalCss(html: string, readCss: (href: string) => string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(HEAD_STYLESHEET)];
  if (links.length === 0) return html;
  const tokens = pageTokens(html);
  const critical = links.map((link) => criticalCss(readCss(link[1]!), tokens)).join('');
  let newHead = head;
  for (const [index, link] of links.entries()) {
    newHead = newHead.replace(link[0], index === 0 ? `<style data-critical-css="">${critical}</style>` : '');
  }
  const body = html.slice(headEnd).replace('</body>', `${links.map((link) => link[0]).join('')}</body>`);
  return newHead + body;
}

/** `'sha256-…'` CSP sources for the page's inline scripts that run (JSON-LD and other data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
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

/** Everything done to a prerendered page after rendering: critical CSS, then the CSP meta tag. */
export function finishHtml(html: string, options: { readCss: (href: string) => string; env: HeaderEnv }): string {
  return addCspMeta(inlineCriticalCss(html, options.readCss), options.env);
}
