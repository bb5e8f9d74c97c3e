import { describe, expect, it } from 'vitest';
import { criticalCss, pageTokens } from '../../../scripts/build/critical-css.ts';
import { scanKey } from '../../../scripts/build/scan-key.ts';

const CSS =
  '.title{color:red}.m_burger[data-opened=true]{color:blue}[aria-current="page"]{font-weight:700}' +
  'header>button{margin:0}.list li{gap:1px}#main{padding:0}a[href]{color:teal}';

const page = (parts: { text?: string; href?: string; opened?: string; current?: string; tag?: string } = {}) =>
  `<!DOCTYPE html><html lang="en"><head><style>.x>.y{}</style></head><body>` +
  `<header><button class="m_burger" data-opened="${parts.opened ?? 'false'}" aria-label="${parts.text ?? 'Menu'}">` +
  `${parts.text ?? 'Menu'}</button></header><main id="main"><${parts.tag ?? 'h1'} class="title">${parts.text ?? 'Hi'}</${parts.tag ?? 'h1'}>` +
  `<a href="${parts.href ?? '/healthcare'}" aria-current="${parts.current ?? 'false'}">${parts.text ?? 'Go'}</a>` +
  `<script type="application/ld+json">{"name":"${parts.text ?? 'Hi'} > there"}</script></main></body></html>`;

describe('scanKey', () => {
  it('is the same for pages that differ only in text and in values no selector tests', () => {
    const key = scanKey(page(), CSS);
    expect(scanKey(page({ text: 'Dental clinics 2' }), CSS)).toBe(key);
    // a[href] tests that href is there, not its value.
    expect(scanKey(page({ href: '/dental-copy2-demo' }), CSS)).toBe(key);
  });

  it('differs when a tag, or a value a selector compares, differs', () => {
    const key = scanKey(page(), CSS);
    expect(scanKey(page({ opened: 'true' }), CSS)).not.toBe(key);
    expect(scanKey(page({ current: 'page' }), CSS)).not.toBe(key);
    expect(scanKey(page({ tag: 'h2' }), CSS)).not.toBe(key);
  });

  it('tells an element with text from an empty one (:empty)', () => {
    expect(scanKey('<main><p class="title">Hi</p></main>', CSS)).not.toBe(
      scanKey('<main><p class="title"></p></main>', CSS),
    );
  });

  it('never joins two pages whose critical CSS differs', () => {
    const variants = [
      page(),
      page({ text: 'Other words' }),
      page({ href: '/elsewhere' }),
      page({ opened: 'true' }),
      page({ current: 'page' }),
      page({ tag: 'h2' }),
      page({ text: 'More', opened: 'true' }),
    ];
    const byKey = new Map<string, string>();
    for (const html of variants) {
      const critical = criticalCss(CSS, pageTokens(html));
      const key = scanKey(html, CSS);
      expect(byKey.get(key) ?? critical, html).toBe(critical);
      byKey.set(key, critical);
    }
    // Seven pages, four distinct keys: the text and href variants share the first page's.
    expect(byKey.size).toBe(4);
  });
});
