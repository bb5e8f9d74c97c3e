import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatHtmlProblem, htmlProblems } from '../../../../scripts/build/html-validity.ts';

const fixture = (name: string) => join('tests/fixtures/html-validity', name);

describe('htmlProblems', () => {
  it('finds nothing in a page that keeps the content models', async () => {
    expect(await htmlProblems([fixture('valid.html')])).toEqual([]);
  });

  it('reports a <style> in <body>, a <div> in a <button> and a <figcaption> outside its <figure>, by file:line:column', async () => {
    const problems = await htmlProblems([fixture('invalid.html')]);
    expect(problems.map(formatHtmlProblem)).toEqual([
      'tests/fixtures/html-validity/invalid.html:8:6  element-permitted-content  <style> element is not permitted as content under <body>',
      'tests/fixtures/html-validity/invalid.html:13:51  element-permitted-content  <div> element is not permitted as content under <button>',
      'tests/fixtures/html-validity/invalid.html:15:13  element-permitted-content  <figcaption> element is not permitted as content under <div>',
    ]);
  });
});
