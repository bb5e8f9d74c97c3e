import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkFile } from '../../../scripts/content-engine/check-file.ts';
import { mutations, parserMismatch, yamlFiles } from '../../../scripts/content-engine/fast-yaml-check.ts';
import { fastYaml } from '../../../scripts/content-engine/fast-yaml.ts';
import { FIXTURE_SITE } from '../fixture-site.ts';

const siteFiles = yamlFiles(FIXTURE_SITE);
const yamlData = (text: string) => parseDocument(text, { uniqueKeys: true }).toJS() as unknown;

/**
 * The build's happy path parses content with js-yaml (fast-yaml.ts); it must read every text as the
 * `yaml` package does, or leave it to `yaml`, so that the registry and every problem stay the same.
 */
describe('the fast YAML path', () => {
  it('takes every file of the fixture site, with the data yaml reads', () => {
    expect(siteFiles.length).toBeGreaterThan(10);
    for (const file of siteFiles) {
      const text = readFileSync(file, 'utf8');
      expect(fastYaml(text), file).toBeDefined();
      expect(parserMismatch(text), file).toBeUndefined();
    }
  });

  it('reads broken copies of the fixture site as yaml does, or leaves them to yaml', () => {
    let declined = 0;
    for (const [index, file] of siteFiles.entries()) {
      for (const variant of mutations(readFileSync(file, 'utf8'), 40, index + 1)) {
        expect(parserMismatch(variant)).toBeUndefined();
        if (!fastYaml(variant)) declined += 1;
      }
    }
    // The mutations reach both outcomes: some texts are taken, some left to yaml.
    expect(declined).toBeGreaterThan(0);
    expect(declined).toBeLessThan(siteFiles.length * 40);
  });

  it('resolves plain scalars by the YAML 1.2 core schema, as yaml does', () => {
    const text = [
      'a: 1_000',
      'b: 0b101',
      'c: yes',
      'd: 2024-01-01',
      'e: 0o17',
      'f: 0x1F',
      'g: .inf',
      'h: -.INF',
      'i: 1.50',
      'j: 1e3',
      'k: ~',
      'l:',
      'm: True',
      'n: "12"',
      'o: +7',
      'p: .NaN',
    ].join('\n');
    const fast = fastYaml(text)?.data as Record<string, unknown>;
    expect(fast).toEqual(yamlData(text));
    expect(fast.a).toBe('1_000');
    expect(fast.e).toBe(15);
    expect(fast.n).toBe('12');
  });

  it('leaves to yaml the texts js-yaml reads differently or accepts where yaml refuses', () => {
    const differs = {
      'a quoted text going on left of its key': 'list:\n  - id: x\n    text: "one\n   two"\n',
      'a flow collection going on left of its key': 'a:\n  v: {\n  x: 1 }\n',
      'a null key in a flow mapping': 'a: [b, { : c }]\n',
      'an empty file': '',
      'an anchor and an alias': 'a: &x 1\nb: *x\n',
      'a tag': 'a: !!str 1\n',
      'a document marker': '---\na: 1\n',
      'a tab': 'a:\n\tb: 1\n',
    };
    for (const [what, text] of Object.entries(differs)) expect(fastYaml(text), what).toBeUndefined();
  });

  it('reports a YAML problem the fast path would have missed with yaml’s position and message', () => {
    const source = readFileSync(join(FIXTURE_SITE, 'trades.yaml'), 'utf8').replace(
      /\n( +)title: (.*)\n/,
      (_, indent: string, title: string) => `\n${indent}title: "${title}\n${indent}continued"\n`,
    );
    const { problems, parsed } = checkFile({ file: 'industries/trades.yaml', kind: 'industry', source });
    const error = parseDocument(source, { prettyErrors: false }).errors[0]!;
    expect(parsed).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^YAML syntax error: /);
    expect(problems[0]!.line).toBe(source.slice(0, error.pos[0]).split('\n').length);
  });

  it('reports a schema problem found on the fast path at the line and column yaml locates', () => {
    const source = readFileSync(join('tests/fixtures/content/malformed/bakery.wrong-type.yaml'), 'utf8');
    expect(fastYaml(source)).toBeDefined();
    const { problems } = checkFile({ file: 'industries/bakery.yaml', kind: 'industry', source });
    expect(problems.map(({ line, column, path }) => `${line}:${column} ${path}`)).toEqual([
      '7:12 nav.industries.order',
    ]);
  });

  it('keeps the data of a file that passes and parses its YAML only when a position is asked for', () => {
    const source = readFileSync(join(FIXTURE_SITE, 'trades.yaml'), 'utf8');
    const { parsed, problems } = checkFile({ file: 'tests/fixtures/site/trades.yaml', kind: 'industry', source });
    expect(problems).toEqual([]);
    expect(parsed!.data).toMatchObject({ slug: 'trades' });
    expect(parsed!.doc.hasIn(['landing', 'title'])).toBe(true);
    expect(parsed!.lines.linePos(0)).toEqual({ line: 1, col: 1 });
  });
});
