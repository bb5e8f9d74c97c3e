import { describe, expect, it } from 'vitest';
import { checkSources } from '../../../../scripts/content-engine/load.ts';
import { byOrder } from '../../../../scripts/content-engine/registry.ts';
import { fixtureSources } from '../../support/content.ts';

const item = (label: string) => ({ label, path: `/${label.toLowerCase().replaceAll(' ', '-')}` });

describe('menu order', () => {
  it('sorts by order, equal numbers by label, and entries without one last, by label', () => {
    const sorted = byOrder([
      { order: 2, item: item('Zebra') },
      { item: item('Walrus') },
      { order: 1, item: item('Yak') },
      { order: 1, item: item('Bison') },
      { order: undefined, item: item('Aardvark') },
    ]);
    expect(sorted.map((entry) => entry.label)).toEqual(['Bison', 'Yak', 'Zebra', 'Aardvark', 'Walrus']);
  });

  it('builds the menus of a site where a copied industry kept the same menu number', () => {
    const sources = fixtureSources();
    const bakery = sources.find((source) => source.file === 'industries/bakery.yaml')!;
    const copy = {
      ...bakery,
      file: 'industries/apple-pie.yaml',
      source: bakery.source
        .replaceAll('bakery', 'apple-pie')
        .replaceAll('Bakery', 'Apple Pie')
        .replaceAll('Bakeries', 'Apple Pies')
        .replaceAll('bakeries', 'pie shops'),
    };
    const { registry, problems } = checkSources([...sources, copy]);
    expect(problems).toEqual([]);
    // Both industries have order 1; neither demo entry of an industry has one, so they follow General Demo.
    expect(registry!.nav.industries.map((entry) => entry.label)).toEqual(['Apple Pie', 'Bakery']);
    expect(registry!.nav.demos.map((entry) => entry.label)).toEqual(['General Demo', 'Apple Pie Demo', 'Bakery Demo']);
  });
});
