import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContent, edit, problemsIn } from './helpers.ts';

/** Each failure kind an author can make, with the exact text they will read. */
describe('content validation messages', () => {
  it('reports a missing key as Required at the object that lacks it', () => {
    const dir = copyContent();
    edit(dir, 'healthcare.yaml', '      - question: Can the agent book', '      - nothing: Can the agent book');
    expect(problemsIn(dir).split('\n')).toEqual([
      'industries/healthcare.yaml:102:11 landing.sections[3].items[0].question: Required',
      'industries/healthcare.yaml:102:11 landing.sections[3].items[0].nothing: Unknown key "nothing". Allowed keys: question, answer',
    ]);
  });

  it('reports a wrong type with what it expected and what it got', () => {
    const dir = copyContent();
    edit(dir, 'trades.yaml', '    order: 10', '    order: ten');
    expect(problemsIn(dir)).toBe(
      'industries/trades.yaml:7:12 nav.industries.order: Expected a number, got string "ten"',
    );
  });

  it('reports an unknown key at the key, with a spelling suggestion and the allowed keys', () => {
    const dir = copyContent();
    edit(dir, 'restaurant.yaml', '  path: /restaurant\n', '  path: /restaurant\n  tittle: Oops\n');
    expect(problemsIn(dir)).toBe(
      'industries/restaurant.yaml:14:3 landing.tittle: Unknown key "tittle". Did you mean "title"? Allowed keys: path, title, description, sections',
    );
  });

  it('reports a bad enum value with the allowed values', () => {
    const dir = copyContent();
    edit(dir, 'healthcare.yaml', 'variant: secondary', 'variant: secondry');
    expect(problemsIn(dir)).toBe(
      'industries/healthcare.yaml:31:20 landing.sections[0].actions[1].variant: Expected one of: "primary", "secondary", "subtle"; got string "secondry". Did you mean "secondary"?',
    );
  });

  it('reports an unknown section type with every section type', () => {
    const dir = copyContent();
    edit(dir, 'automotive.yaml', 'type: faq', 'type: faqs');
    expect(problemsIn(dir)).toMatch(
      /^industries\/automotive\.yaml:87:13 landing\.sections\[3\]\.type: Unknown type: expected one of hero, cards, comparison, stats, faq, .*; got "faqs"\. Did you mean "faq"\?$/,
    );
  });

  it('reports a YAML syntax error once, at the line that causes it', () => {
    const dir = copyContent();
    edit(dir, 'trades.yaml', '\nlanding:\n  path', '\nlanding:\n\tpath');
    expect(problemsIn(dir)).toBe(
      'industries/trades.yaml:13:1 YAML syntax error: Tabs are not allowed as indentation. Indent with spaces, never tabs',
    );
  });

  it('reports a duplicate slug against the file that has it first', () => {
    const dir = copyContent();
    edit(dir, 'insurance.yaml', 'slug: insurance', 'slug: trades');
    expect(problemsIn(dir)).toContain(
      'industries/insurance.yaml:2:7 slug: Must match the file name: expected "insurance", got "trades"',
    );
  });

  it('reports duplicate paths, menu orders and storage keys across files, at both ends', () => {
    const dir = copyContent();
    const copy = readFileSync(join(dir, 'insurance.yaml'), 'utf8').replace('slug: insurance', 'slug: insurance2');
    writeFileSync(join(dir, 'insurance2.yaml'), copy);
    // Both ends of each clash are reported: the checker cannot know which file the author meant to change.
    expect(problemsIn(dir).split('\n')).toEqual([
      'industries/insurance.yaml:7:12 nav.industries.order: Duplicate Industries menu order 6: pick a number no other file uses (also in insurance2.yaml:7)',
      'industries/insurance.yaml:10:12 nav.demos.order: Duplicate Demos menu order 7: pick a number no other file uses (also in insurance2.yaml:10)',
      'industries/insurance.yaml:13:9 landing.path: Duplicate path "/insurance": every page needs its own path (also in insurance2.yaml:13)',
      'industries/insurance.yaml:212:9 demo.path: Duplicate path "/insurance-demo": every page needs its own path (also in insurance2.yaml:212)',
      'industries/insurance.yaml:244:22 demo.storage.localStorageKey: Duplicate storage key "insuranceDemoUser": two demos would overwrite each other\'s details (also in insurance2.yaml:244)',
      'industries/insurance2.yaml:7:12 nav.industries.order: Duplicate Industries menu order 6: pick a number no other file uses (also in insurance.yaml:7)',
      'industries/insurance2.yaml:10:12 nav.demos.order: Duplicate Demos menu order 7: pick a number no other file uses (also in insurance.yaml:10)',
      'industries/insurance2.yaml:13:9 landing.path: Duplicate path "/insurance": every page needs its own path (also in insurance.yaml:13)',
      'industries/insurance2.yaml:212:9 demo.path: Duplicate path "/insurance-demo": every page needs its own path (also in insurance.yaml:212)',
      'industries/insurance2.yaml:244:22 demo.storage.localStorageKey: Duplicate storage key "insuranceDemoUser": two demos would overwrite each other\'s details (also in insurance.yaml:244)',
    ]);
  });

  it('reports a dead internal link', () => {
    const dir = copyContent();
    edit(dir, 'real-estate.yaml', 'href: /real-estate-demo', 'href: /real-estate-demos');
    expect(problemsIn(dir)).toBe(
      'industries/real-estate.yaml:28:17 landing.sections[0].actions[0].href: Link to "/real-estate-demos" goes nowhere: no page has the path "/real-estate-demos". Did you mean "/real-estate-demo"?',
    );
  });

  it('reports an empty file', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'trades.yaml'), '');
    expect(problemsIn(dir)).toBe(
      'industries/trades.yaml:1:1 The file is empty: copy an existing file of the same kind as a starting point, or run npm run new:industry',
    );
  });

  it('accepts the real content', () => {
    expect(problemsIn(copyContent())).toBe('');
  });
});
