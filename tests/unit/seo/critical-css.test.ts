import { describe, expect, it } from 'vitest';
import {
  criticalCss,
  lateCss,
  pageTokens,
  selectorCanMatch,
  splitSelectorList,
} from '../../../scripts/build/critical-css.ts';

const HTML = `<!DOCTYPE html><html lang="en" data-mantine-color-scheme="light"><head></head><body>
<header class="m_header nav"><button class="m_burger" data-opened="false">Menu</button></header>
<main id="main"><h1 class="title">Hi</h1><ul class="list"><li>One</li></ul></main></body></html>`;
const page = pageTokens(HTML);

describe('pageTokens', () => {
  it('collects class names, ids, element names and the forced colour scheme', () => {
    expect([...page.classes]).toEqual(['m_header', 'nav', 'm_burger', 'title', 'list']);
    expect([...page.ids]).toEqual(['main']);
    expect(page.tags).toEqual(new Set(['html', 'head', 'body', 'header', 'button', 'main', 'h1', 'ul', 'li']));
    expect(page.colorScheme).toBe('light');
  });
});

describe('selectorCanMatch', () => {
  it.each([
    ['.m_burger', true],
    ['.m_burger:where([data-opened])', true],
    ['.m_burger:hover .inner::after', false],
    ['.m_header .m_burger:focus-visible', true],
    ['header > button', true],
    ['dialog.m_modal', false],
    ['.m_modal', false],
    ['#main', true],
    ['#drawer', false],
    [':root', true],
    ['*,:after', true],
    ['.list:not(.m_modal) li', true],
    [':is(.m_modal, .title)', true],
    ["[data-mantine-color-scheme='dark'] .title", false],
    ['[data-mantine-color-scheme=light] .title', true],
    ['input::placeholder', false],
  ])('%s → %s', (selector, expected) => {
    expect(selectorCanMatch(selector, page)).toBe(expected);
  });

  it('keeps dark-scheme rules when the page does not force a scheme', () => {
    expect(selectorCanMatch("[data-mantine-color-scheme='dark'] .title", { ...page, colorScheme: undefined })).toBe(
      true,
    );
  });
});

describe('splitSelectorList', () => {
  it('splits at top-level commas only', () => {
    expect(splitSelectorList('a, b:is(c, d), e[data-x="1,2"]')).toEqual(['a', 'b:is(c, d)', 'e[data-x="1,2"]']);
  });
});

describe('criticalCss', () => {
  it('keeps the rules the page can use, in order and word for word, and drops the rest', () => {
    const css =
      ':root{--a:1}.title{color:red}.m_modal{top:0}@media (min-width:48em){.list{gap:1px}.m_modal{gap:2px}}' +
      '@media print{.m_modal{display:none}}@keyframes spin{to{transform:rotate(1turn)}}' +
      "@font-face{font-family:x;src:url(x.woff2)}.m_modal,.nav{margin:0}[data-mantine-color-scheme='dark'] .title{color:#fff}";
    expect(criticalCss(css, page)).toBe(
      ':root{--a:1}.title{color:red}@media (min-width:48em){.list{gap:1px}}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@font-face{font-family:x;src:url(x.woff2)}.m_modal,.nav{margin:0}',
    );
  });

  it('copes with strings and comments that hold braces', () => {
    const css = '/* a { b } */.title::before{content:"}{"}.m_modal{content:\'{\'}';
    expect(criticalCss(css, page)).toBe('.title::before{content:"}{"}');
  });

  it('keeps statements without a block, such as @layer orders and @import', () => {
    expect(criticalCss('@layer base, components;.m_modal{top:0}', page)).toBe('@layer base, components;');
  });
});

describe('lateCss', () => {
  const other = pageTokens(
    '<html data-mantine-color-scheme="light"><body><main id="main"><p class="m_modal">x</p></main></body></html>',
  );
  const css =
    ':root{--primary:blue}.title{color:red}.list{gap:1px}.m_modal{top:0}' +
    "[data-mantine-color-scheme='dark'] .title{color:#fff}.nav{margin:0}";

  it('starts at the first rule not every page inlines, keeps the original order, and drops rules no page can use', () => {
    expect(lateCss(css, [page, other])).toBe('.title{color:red}.list{gap:1px}.m_modal{top:0}.nav{margin:0}');
  });

  it('never repeats the leading rules every page inlines, so they cannot override runtime theme styles', () => {
    expect(lateCss(css, [page, other])).not.toContain(':root');
  });

  it('keeps dark-scheme rules when some page does not force the light scheme', () => {
    expect(lateCss(css, [page, { ...other, colorScheme: undefined }])).toContain(
      "[data-mantine-color-scheme='dark'] .title",
    );
  });
});

describe('lateCss inside layers', () => {
  it('finds the first rule not every page inlines inside @layer blocks too', () => {
    const other = pageTokens('<html data-mantine-color-scheme="light"><body><p class="m_modal">x</p></body></html>');
    const css = '@layer mantine{:root{--primary:blue}body{margin:0}.m_modal{top:0}.title{color:red}}.site{color:green}';
    expect(lateCss(css, [page, other])).toBe('@layer mantine{.m_modal{top:0}.title{color:red}}.site{color:green}');
  });
});
