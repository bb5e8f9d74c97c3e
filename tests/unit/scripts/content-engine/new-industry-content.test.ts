import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../../scripts/content-engine/problem.ts';
import { fixtureSite } from '../../fixture-site.ts';

const ROOT = process.cwd();
const NEW_HEADING = 'Every Pet Owner’s Call, Answered';

/**
 * The fixture site plus one new industry, made by copying real-estate.yaml and changing only what
 * must be unique: slug, name, paths, menu entries, storage key, page titles and descriptions, and the
 * copy that names the industry.
 */
function contentWithNewIndustry(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-new-industry-'));
  cpSync(fixtureSite(), dir, { recursive: true });
  const source = readFileSync(join(dir, 'real-estate.yaml'), 'utf8').replaceAll(
    '/real-estate-demo',
    '/veterinary-demo',
  );
  const doc = parseDocument(source);
  doc.set('slug', 'veterinary');
  doc.set('name', 'Veterinary');
  // After every menu entry there is, however many industries the real content has.
  doc.setIn(['nav', 'industries'], doc.createNode({ label: 'Veterinary', order: 999 }));
  doc.setIn(['nav', 'demos'], doc.createNode({ label: 'Veterinary Demo', order: 999 }));
  doc.setIn(['landing', 'path'], '/veterinary');
  doc.setIn(['landing', 'title'], 'AI Voice Agents for Veterinary Clinics | Harbourline');
  doc.setIn(
    ['landing', 'description'],
    'An AI receptionist for vet clinics that answers every call, books consults and flags pet emergencies.',
  );
  doc.setIn(['landing', 'sections', 0, 'title'], NEW_HEADING);
  doc.setIn(['demo', 'path'], '/veterinary-demo');
  doc.setIn(['demo', 'heading'], 'Veterinary AI Voice Demo');
  doc.setIn(['demo', 'title'], 'Veterinary AI Voice Demo | Harbourline');
  doc.setIn(
    ['demo', 'description'],
    'Talk to a live AI voice agent for vet clinics: book a consult, ask about vaccinations or report an emergency.',
  );
  doc.setIn(['demo', 'storage', 'localStorageKey'], 'veterinaryDemoUser');
  doc.setIn(['demo', 'agent', 'name'], 'Harbourline demo: Riverbend Vets receptionist');
  writeFileSync(join(dir, 'veterinary.yaml'), doc.toString());
  return dir;
}

describe('adding an industry is one file', () => {
  const real = loadContent({ root: ROOT, contentDir: fixtureSite() }).registry!;
  let contentDir: string;
  beforeAll(() => {
    contentDir = contentWithNewIndustry();
  });
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

  it('validates the copied file without a single problem', () => {
    const { problems } = loadContent({ root: ROOT, contentDir });
    expect(formatProblems(problems)).toBe('');
  });

  it('gives the new industry a landing route and a demo route', () => {
    const { registry } = loadContent({ root: ROOT, contentDir });
    const routes = registry!.routes.map((route) => [route.path, route.kind]);
    expect(routes).toContainEqual(['/veterinary', 'landing']);
    expect(routes).toContainEqual(['/veterinary-demo', 'demo']);
    expect(routes).toHaveLength(real.routes.length + 2);
    expect(registry!.routes.find((route) => route.key === 'landing/veterinary')?.data.head.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Veterinary', path: '/veterinary' },
    ]);
  });

  it('adds it to both menus at the position its order gives', () => {
    const { registry } = loadContent({ root: ROOT, contentDir });
    expect(registry!.nav.industries.at(-1)).toEqual({ label: 'Veterinary', path: '/veterinary' });
    expect(registry!.nav.industries).toHaveLength(real.nav.industries.length + 1);
    expect(registry!.nav.demos.at(-1)).toEqual({ label: 'Veterinary Demo', path: '/veterinary-demo' });
    expect(registry!.nav.demos).toHaveLength(real.nav.demos.length + 1);
  });

  it('leaves the fixture site it copied alone', () => {
    expect(existsSync(join(fixtureSite(), 'veterinary.yaml'))).toBe(false);
    expect(loadContent({ root: ROOT, contentDir: fixtureSite() }).registry!.routes).toEqual(real.routes);
  });
});
