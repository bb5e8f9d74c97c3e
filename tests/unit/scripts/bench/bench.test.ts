import { describe, expect, it } from 'vitest';
import { isLandingPage } from '../../../../scripts/bench/budgets.ts';
import { table } from '../../../../scripts/bench/format.ts';
import { staticImports } from '../../../../scripts/bench/static-bytes.ts';

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
