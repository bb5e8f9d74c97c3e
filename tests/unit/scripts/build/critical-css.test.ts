import { describe, expect, it } from 'vitest';
import { criticalCss, lateCss, pageTokens } from '../../../../scripts/build/critical-css.ts';

const HTML = `<!DOCTYPE html><html lang="en" data-mantine-color-scheme="light"><head></head><body>
<header class="m_header nav"><button class="m_burger" data-opened="false">Menu</button></header>
<main id="main"><h1 class="title">Hi</h1><ul class="list"><li>One</li></ul></main></body></html>`;
const page = pageTokens(HTML);

describe('pageTokens', () => {
  it('reads the forced colour scheme', () => {
    expect(page.colorScheme).toBe('light');
    expect(pageTokens('<html lang="en"><body></body></html>').colorScheme).toBeUndefined();
  });
});

describe('criticalCss', () => {
  it('keeps the rules the page uses, in order, and drops the rest', () => {
    const css =
      ':root{--a:1}.title{color:red}.m_modal{top:0}@media (min-width:48em){.list{gap:1px}.m_modal{gap:2px}}' +
      "@media print{.m_modal{display:none}}.m_modal,.nav{margin:0}[data-mantine-color-scheme='dark'] .title{color:#fff}";
    expect(criticalCss(css, page)).toBe(
      ':root{--a:1}.title{color:red}@media (min-width:48em){.list{gap:1px}}.m_modal,.nav{margin:0}',
    );
  });

  it.each([
    ['.m_burger:hover{color:red}', true],
    ['.m_burger:where([data-opened]){color:red}', true],
    ['.m_header .m_burger:focus-visible{color:red}', true],
    ['header>button{color:red}', true],
    ['main>button{color:red}', false],
    ['.m_burger[data-opened=false]{color:red}', true],
    ['.m_burger[data-opened=true]{color:red}', false],
    ['#main{color:red}', true],
    ['#drawer{color:red}', false],
    ['dialog.m_modal{color:red}', false],
    ['.list:not(.m_modal) li{color:red}', true],
  ])('%s is inlined: %s', (rule, inlined) => {
    expect(criticalCss(rule, page)).toBe(inlined ? rule : '');
  });

  it('inlines a rule whole when one of its selectors matches', () => {
    expect(criticalCss('input,button,textarea{font:inherit}', page)).toBe('input,button,textarea{font:inherit}');
  });

  it('keeps @layer blocks and statements, so the layer order is the same as in the stylesheet', () => {
    expect(criticalCss('@layer base,site;@layer base{body{margin:0}.m_modal{top:0}}.title{color:red}', page)).toBe(
      '@layer base,site;@layer base{body{margin:0}}.title{color:red}',
    );
  });

  it('keeps the keyframes of the rules it inlines only', () => {
    const css = '@keyframes spin{to{transform:rotate(1turn)}}@keyframes pop{to{opacity:1}}.title{animation:spin 1s}';
    expect(criticalCss(css, page)).toBe('@keyframes spin{to{transform:rotate(1turn)}}.title{animation:spin 1s}');
  });

  it('copes with strings and comments that hold braces', () => {
    const css = '/* a { b } */.title::before{content:"}{"}.m_modal{content:\'{\'}';
    expect(criticalCss(css, page)).toBe('.title::before{content:"}{"}');
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
    expect(lateCss(':root,:host{--primary:blue}body,:host{margin:0}.title{color:red}', [page, other])).toBe(
      '.title{color:red}',
    );
  });

  it('keeps dark-scheme rules when some page does not force the light scheme', () => {
    expect(lateCss(css, [page, { ...other, colorScheme: undefined }])).toContain(
      "[data-mantine-color-scheme='dark'] .title",
    );
  });

  it('starts at a rule with a selector no page can inline, which only the late stylesheet brings', () => {
    expect(lateCss(':root{--a:1}.title,:focus-visible{outline:0}body{margin:0}', [page])).toBe(
      '.title,:focus-visible{outline:0}body{margin:0}',
    );
  });

  it('finds the first rule not every page inlines inside @layer blocks too', () => {
    const modal = pageTokens('<html data-mantine-color-scheme="light"><body><p class="m_modal">x</p></body></html>');
    const layered =
      '@layer mantine{:root{--primary:blue}body{margin:0}.m_modal{top:0}.title{color:red}}.site{color:green}';
    expect(lateCss(layered, [page, modal])).toBe('@layer mantine{.m_modal{top:0}.title{color:red}}.site{color:green}');
  });
});
