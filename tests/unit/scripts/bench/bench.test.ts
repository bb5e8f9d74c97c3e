import { describe, expect, it } from 'vitest';
import { isLandingPage } from '../../../../scripts/bench/budgets.ts';
import { table } from '../../../../scripts/bench/format.ts';
import { staticImports } from '../../../../scripts/bench/static-bytes.ts';
import { bytesOverBudget } from '../../../../scripts/bench/routes.ts';

describe('staticImports', () => {
  it('finds static imports and re-exports of built chunks, not dynamic imports', () => {
    const code =
      'import{a as b}from"./react-x.js";import"./side-y.js";export{c}from"./z.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['react-x.js', 'side-y.js', 'z.js']);
  });
});

describe('isLandingPage', () => {
  it('counts the home page and industry pages', () => {
    expect(isLandingPage({ path: '/', kind: 'page' })).toBe(true);
    expect(isLandingPage({ path: '/trades', kind: 'landing' })).toBe(true);
    expect(isLandingPage({ path: '/about', kind: 'page' })).toBe(false);
    expect(isLandingPage({ path: '/trades-demo', kind: 'demo' })).toBe(false);
  });
});

describe('bytesOverBudget', () => {
  it('holds landing, fixed and index pages to 50 kB of JS before the first intent, inline scripts included', () => {
    expect(bytesOverBudget({ path: '/about', kind: 'page' }, { jsGzip: 49_000, inlineJsGzip: 9_000 })).toEqual([]);
    expect(bytesOverBudget({ path: '/es/trades', kind: 'landing' }, { jsGzip: 51_000, inlineJsGzip: 4_000 })).toEqual([
      { route: '/es/trades', budget: 'initial JS ≤ 50.0 kB gzip', actual: '51.0 kB' },
    ]);
  });

  it('holds demo pages to 176.3 kB of JS files before the first interaction, their inline data aside', () => {
    expect(bytesOverBudget({ path: '/demo', kind: 'demo' }, { jsGzip: 185_000, inlineJsGzip: 9_000 })).toEqual([]);
    expect(bytesOverBudget({ path: '/demo', kind: 'demo' }, { jsGzip: 186_000, inlineJsGzip: 9_000 })).toEqual([
      {
        route: '/demo',
        budget: 'JS files before the first interaction ≤ 176.3 kB gzip on demo pages',
        actual: '177.0 kB',
      },
    ]);
  });
});

describe('table', () => {
  it('pads text left and numbers right', () => {
    expect(
      table(
        ['Route', 'JS'],
        [
          ['/', '1.0 kB'],
          ['/about', '12.5 kB'],
        ],
      ),
    ).toBe('Route        JS\n------  -------\n/        1.0 kB\n/about  12.5 kB');
  });
});
