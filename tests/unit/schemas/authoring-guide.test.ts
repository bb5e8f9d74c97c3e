import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DemoSchema } from '../../../schemas/demo.ts';
import { ICON_NAMES } from '../../../schemas/icons.ts';
import { SECTION_TYPES } from '../../../schemas/sections/index.ts';
import { checkSources } from '../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';
import { withGuideTables } from '../../../scripts/content-engine/guide-key-tables.ts';
import { catalogueBlocks, cataloguePageSource } from '../../../scripts/docs-tools/screenshots-sections.ts';
import { GUIDE_ERRORS, guideErrorOutput, quotedErrors } from './guide-examples.ts';
import { siteSources } from './mutations.ts';

const ROOT = process.cwd();
const GUIDE = join(ROOT, 'AUTHORING.md');
const markdown = readFileSync(GUIDE, 'utf8');

/** AUTHORING.md must stay true: its examples valid, its pictures present, its quotes real. */
describe('AUTHORING.md', () => {
  it('has a catalogue example and a screenshot for every section type', () => {
    const shown = catalogueBlocks(markdown).map((block) => block.type);
    expect([...shown].sort()).toEqual([...SECTION_TYPES].sort());
    for (const type of SECTION_TYPES) {
      expect(existsSync(join(ROOT, 'docs/sections', `${type}.png`)), `docs/sections/${type}.png`).toBe(true);
      expect(markdown).toContain(`](docs/sections/${type}.png)`);
    }
  });

  it('has catalogue examples that pass validation as a page of the real site', () => {
    const page = {
      file: 'industries/pages/section-catalogue.yaml',
      kind: 'page' as const,
      source: cataloguePageSource(catalogueBlocks(markdown)),
    };
    const { problems } = checkSources([...siteSources(ROOT), page]);
    expect(formatProblems(problems)).toBe('');
  });

  it('lists every icon name', () => {
    const icons = markdown
      .slice(markdown.indexOf('## Icons'), markdown.indexOf('## The voice demo'))
      .replace(/\s+/g, ' ');
    for (const name of ICON_NAMES) expect(icons).toMatch(new RegExp(`[ :,]${name}[,.]`));
  });

  it('has a demo example that passes the demo schema', () => {
    const example = /^```yaml example=demo\n([\s\S]*?)^```$/m.exec(markdown);
    expect(example).not.toBeNull();
    const result = DemoSchema.safeParse((parse(example![1]!) as { demo: unknown }).demo);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has key tables that match the schemas (npm run generate refreshes them)', () => {
    expect(withGuideTables(markdown)).toBe(markdown);
    for (const name of ['industry', 'demo', 'site', ...SECTION_TYPES.map((type) => `section ${type}`)]) {
      expect(markdown).toContain(`<!-- keys: ${name} -->\n<!-- prettier-ignore -->\n| key |`);
    }
  });

  it('quotes each error message exactly as npm run validate prints it', () => {
    const quoted = quotedErrors(GUIDE);
    expect(quoted.map((quote) => quote.id).sort()).toEqual(Object.keys(GUIDE_ERRORS).sort());
    for (const { id, lines } of quoted) {
      const output = guideErrorOutput(id);
      for (const line of lines) expect(output, `error=${id}`).toContain(line);
    }
  });
});
