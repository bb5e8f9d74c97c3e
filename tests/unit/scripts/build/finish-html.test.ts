import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addCspMeta,
  deferToFirstPaint,
  finishHtml,
  SPECULATION_RULES,
  headStylesheets,
  inlineCriticalCss,
  inlineScriptHashes,
} from '../../../../scripts/build/finish-html.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PAGE =
  '<!DOCTYPE html><html lang="en" data-mantine-color-scheme="light"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script></head>' +
  '<body><h1 class="title">Hi</h1><script>self.$_TSR={}</script><script type="module" src="/assets/app.js" async=""></script>' +
  '<script>document.currentScript.remove()</script></body></html>';
const CSS = { '/assets/app.css': '.title{color:red}.m_modal{top:0}' };

describe('inlineCriticalCss', () => {
  it('inlines the rules the page uses just before the stylesheet link', () => {
    const html = inlineCriticalCss(PAGE, (href) => CSS[href as keyof typeof CSS]);
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><style data-critical-css="">.title{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><script type="application/ld+json">',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('links the late part instead, everywhere the page names the stylesheet', () => {
    const withRouterRecord = PAGE.replace('self.$_TSR={}', 'self.$_TSR={css:["/assets/app.css"]}');
    const html = inlineCriticalCss(
      withRouterRecord,
      (href) => CSS[href as keyof typeof CSS],
      (href) => href.replace('.css', '.late-x.css'),
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.late-x.css" data-precedence="default"/>');
    expect(html).toContain('self.$_TSR={css:["/assets/app.late-x.css"]}');
    expect(html).not.toContain('/assets/app.css');
  });

  it('leaves a page without stylesheets alone', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(inlineCriticalCss(bare, () => '')).toBe(bare);
  });
});

describe('deferToFirstPaint', () => {
  const page =
    '<html><head><link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/></head><body><p>Hi</p>' +
    '<link rel="stylesheet" href="/assets/app.late.css" data-precedence="default"/></body></html>';

  it('swaps the stylesheet and preload links for the list the bootstrap links after the first paint', () => {
    expect(deferToFirstPaint(page)).toBe(
      '<html><head><script type="application/json" id="after-paint">' +
        '{"css":["/assets/app.late.css"],"modules":["/assets/a.js"]}</script></head><body><p>Hi</p></body></html>',
    );
  });

  it('leaves a page without links alone', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(deferToFirstPaint(bare)).toBe(bare);
  });

  it('marks a page that hydrates on the first intent, and gives it the Speculation Rules', () => {
    const html = deferToFirstPaint(page, true);
    expect(html).toContain(
      '<script type="application/json" id="after-paint">' +
        '{"css":["/assets/app.late.css"],"modules":["/assets/a.js"],"hydrate":"intent"}</script>' +
        `<script type="speculationrules">${SPECULATION_RULES}</script></head>`,
    );
    expect(deferToFirstPaint(page)).not.toContain('speculationrules');
  });
});

describe('SPECULATION_RULES', () => {
  it('prerenders same-site links on hover, but not the admin paths or a menu trigger', () => {
    const rules = JSON.parse(SPECULATION_RULES) as { prerender: Array<{ where: unknown; eagerness: string }> };
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]!.eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prerender[0]!.where)).toContain('"not":{"href_matches":"/__*"}');
    expect(JSON.stringify(rules.prerender[0]!.where)).toContain('"not":{"selector_matches":"[data-opens-menu]"}');
  });
});

describe('headStylesheets', () => {
  it('lists the stylesheets linked in the head', () => {
    expect(headStylesheets(PAGE)).toEqual(['/assets/app.css']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, not data blocks or external scripts', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('self.$_TSR={}'), sha('document.currentScript.remove()')]);
  });

  it('hashes the Speculation Rules, which the CSP governs as inline scripts', () => {
    expect(inlineScriptHashes('<script type="speculationrules">{}</script>')).toEqual([sha('{}')]);
  });

  it('lists a repeated script once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script type="module">b()</script>')).toEqual([
      sha('a()'),
      sha('b()'),
    ]);
  });
});

describe('addCspMeta', () => {
  it('puts the policy right after the charset, with script-src narrowed to the page hashes', () => {
    const html = addCspMeta(PAGE, {});
    const meta = /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
    expect(meta).not.toBeNull();
    const policy = meta![1]!;
    expect(policy).toContain(`; script-src 'self' ${sha('self.$_TSR={}')} ${sha('document.currentScript.remove()')}; `);
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(/script-src [^;]*/.exec(policy)![0]).not.toContain('unsafe-inline');
    expect(policy).not.toContain('frame-ancestors');
  });
});

describe('finishHtml', () => {
  it('hashes the scripts of the page as finally written', () => {
    const html = finishHtml(PAGE, { readCss: (href) => CSS[href as keyof typeof CSS], env: {} });
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('data-critical-css'));
    expect(html).toContain(sha('self.$_TSR={}'));
  });

  it('requests nothing but the document before the first paint: no stylesheet or preload links', () => {
    const html = finishHtml(PAGE, { readCss: (href) => CSS[href as keyof typeof CSS], env: {} });
    expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"/);
    expect(html).toContain('<script type="application/json" id="after-paint">{"css":["/assets/app.css"],"modules":[]}');
  });
});
