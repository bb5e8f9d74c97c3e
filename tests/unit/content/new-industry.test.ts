import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';

const ROOT = process.cwd();
const NEW_HEADING = 'Every Pet Owner’s Call, Answered';

/**
 * The real content plus one new industry, made by copying real-estate.yaml and changing only what
 * must be unique: slug, name, paths, menu entries, storage key, page titles and descriptions, and the
 * copy that names the industry.
 */
function contentWithNewIndustry(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-new-industry-'));
  cpSync(join(ROOT, 'industries'), dir, { recursive: true });
  const source = readFileSync(join(dir, 'real-estate.yaml'), 'utf8').replaceAll(
    '/real-estate-demo',
    '/veterinary-demo',
  );
  const doc = parseDocument(source);
  doc.set('slug', 'veterinary');
  doc.set('name', 'Veterinary');
  doc.setIn(['nav', 'industries'], doc.createNode({ label: 'Veterinary', order: 11 }));
  doc.setIn(['nav', 'demos'], doc.createNode({ label: 'Veterinary Demo', order: 12 }));
  doc.setIn(['landing', 'path'], '/veterinary');
  doc.setIn(['landing', 'title'], 'AI Voice Agents for Veterinary Clinics | Harbourline');
  doc.setIn(
    ['landing', 'description'],
    'An AI voice agent for vet clinics: books appointments, answers pet owners and triages urgent calls.',
  );
  doc.setIn(['landing', 'sections', 0, 'title'], NEW_HEADING);
  doc.setIn(['demo', 'path'], '/veterinary-demo');
  doc.setIn(['demo', 'title'], 'Veterinary AI Voice Agent Demo | Harbourline');
  doc.setIn(
    ['demo', 'description'],
    'Call our veterinary AI receptionist live: book a check-up for your dog or ask about fees.',
  );
  doc.setIn(['demo', 'heading'], 'Veterinary AI Voice Demo');
  doc.setIn(['demo', 'storage', 'localStorageKey'], 'veterinaryDemoUser');
  writeFileSync(join(dir, 'veterinary.yaml'), doc.toString());
  return dir;
}

describe('adding an industry is one file', () => {
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
    expect(routes).toHaveLength(30);
    expect(registry!.routes.find((route) => route.key === 'landing/veterinary')?.data.head.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Veterinary', path: '/veterinary' },
    ]);
  });

  it('adds it to both menus at the position its order gives', () => {
    const { registry } = loadContent({ root: ROOT, contentDir });
    expect(registry!.nav.industries.at(-1)).toEqual({ label: 'Veterinary', path: '/veterinary' });
    expect(registry!.nav.industries).toHaveLength(11);
    expect(registry!.nav.demos.at(-1)).toEqual({ label: 'Veterinary Demo', path: '/veterinary-demo' });
    expect(registry!.nav.demos).toHaveLength(12);
  });

  it('leaves the real content folder alone', () => {
    expect(existsSync(join(ROOT, 'industries', 'veterinary.yaml'))).toBe(false);
    expect(loadContent({ root: ROOT }).registry!.routes).toHaveLength(28);
  });

  /**
   * The real build script, unchanged, in a throwaway copy of the project (the build functions write
   * to dist/ and .ssr/ relative to the working directory, and those belong to the real build).
   * CONTENT_DIR points vite.config.ts at the content folder with the new file.
   */
  describe('the production build', () => {
    let project: string;
    beforeAll(async () => {
      project = mkdtempSync(join(tmpdir(), 'site-new-industry-'));
      for (const entry of ['src', 'schemas', 'scripts', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
        cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
      }
      symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
      await promisify(execFile)(
        process.execPath,
        [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/build.ts'],
        {
          cwd: project,
          env: { ...process.env, CONTENT_DIR: contentDir, NODE_ENV: 'production' },
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    }, 90_000);
    afterAll(() => rmSync(project, { recursive: true, force: true }));

    it('prerenders the new landing page with its h1, title and description', () => {
      const html = readFileSync(join(project, 'dist', 'veterinary', 'index.html'), 'utf8');
      expect(html).toMatch(/<h1[^>]*>Every Pet Owner’s Call, Answered<\/h1>/);
      expect(html).toContain('<title>AI Voice Agents for Veterinary Clinics | Harbourline</title>');
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    });

    it('prerenders the new demo page', () => {
      const html = readFileSync(join(project, 'dist', 'veterinary-demo', 'index.html'), 'utf8');
      expect(html).toMatch(/<h1[^>]*>Veterinary AI Voice Demo<\/h1>/);
    });

    it('links the new industry from every page’s footer', () => {
      const home = readFileSync(join(project, 'dist', 'index.html'), 'utf8');
      expect(home).toMatch(/<a[^>]+href="\/veterinary"[^>]*>Veterinary<\/a>/);
      expect(home).toMatch(/<a[^>]+href="\/veterinary-demo"[^>]*>Veterinary Demo<\/a>/);
    });
  });
});
