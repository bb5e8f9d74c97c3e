import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../../scripts/build/sitemap.ts';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { NewIndustryError, newIndustryText } from '../../../../scripts/content-engine/new-industry.ts';
import { fixtureSite } from '../../fixture-site.ts';

const ROOT = process.cwd();

/** Runs a script the way npm does, against a content folder of its own. */
function run(contentDir: string, script: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, script, {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const newIndustry = (contentDir: string, ...args: string[]) =>
  run(contentDir, ['scripts/content-engine/new-industry.ts', '--', ...args]);

describe('npm run new:industry', { timeout: 120_000 }, () => {
  let contentDir: string;
  let created: ReturnType<typeof run>;

  beforeAll(() => {
    contentDir = join(mkdtempSync(join(tmpdir(), 'new-industry-')), 'industries');
    cpSync(fixtureSite(), contentDir, { recursive: true });
    created = newIndustry(contentDir, 'pet-care', 'Pet Care');
  }, 120_000);

  it('writes a file with the editor schema line, the slug and the name', () => {
    expect(created.output).toContain('Created');
    expect(created.status).toBe(0);
    const text = readFileSync(join(contentDir, 'pet-care.yaml'), 'utf8');
    expect(text.split('\n')[0]).toMatch(
      /^# yaml-language-server: \$schema=.*schemas\/generated\/industry\.schema\.json$/,
    );
    expect(text).toMatch(/^slug: pet-care$/m);
    expect(text).toMatch(/^name: Pet Care$/m);
    expect(text).toContain('[[REPLACE:');
    expect(text).not.toMatch(/__[A-Z_]+__/);
  });

  it('passes validation at once, with the placeholders as warnings', () => {
    const { status, output } = run(contentDir, ['scripts/content-engine/validate.ts', contentDir]);
    const files = readdirSync(contentDir, { recursive: true }).filter((name) => String(name).endsWith('.yaml'));
    expect(output).toContain(`All ${files.length} content files are valid`);
    expect(status).toBe(0);
    // The line AUTHORING.md quotes, word for word.
    expect(output).toContain(
      'pet-care.yaml:24:15 landing.sections[0].title: Placeholder copy still here: [[REPLACE: The headline, e.g. "Every Customer Call Answered, Day or Night"]]. Write the real text before publishing',
    );
  });

  it('gets routes, both menu entries after the others, a storage key of its own and a sitemap entry', () => {
    const { registry, problems } = loadContent({ root: ROOT, contentDir });
    expect(problems).toEqual([]);
    const paths = registry!.routes.map((route) => route.path);
    expect(paths).toContain('/pet-care');
    expect(paths).toContain('/pet-care-demo');
    expect(registry!.nav.industries.at(-1)).toEqual({ label: 'Pet Care', path: '/pet-care' });
    expect(registry!.nav.demos.at(-1)).toEqual({ label: 'Pet Care Demo', path: '/pet-care-demo' });
    const demo = registry!.routes.find((route) => route.key === 'demo/pet-care')?.data;
    expect(demo?.kind === 'demo' && demo.demo.storage).toEqual({ localStorageKey: 'petCareDemoUser' });
    const sitemap = sitemapXml(registry!.site.origin, registry!.routes);
    expect(sitemap).toContain(`<loc>${registry!.site.origin}/pet-care</loc>`);
    expect(sitemap).toContain(`<loc>${registry!.site.origin}/pet-care-demo</loc>`);
  });

  it('refuses a slug that is taken with exit code 1, naming the file that has it', () => {
    const again = newIndustry(contentDir, 'pet-care', 'Pet Care Again');
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/The slug "pet-care" is already used by \S*pet-care\.yaml\. Pick another slug/);
    expect(again.output).not.toMatch(/^\s+at /m);
    expect(() => newIndustryText(contentDir, 'about', 'About')).toThrow(
      /The slug "about" is already used by \S*pages\/about\.yaml/,
    );
  });

  it('refuses a slug whose paths another page already uses', () => {
    // /ecommerce-demo belongs to ecommerce-retail.yaml, /travel-demo to travel-hospitality.yaml.
    expect(() => newIndustryText(contentDir, 'ecommerce', 'E-commerce')).toThrow(
      /The path \/ecommerce-demo is already used by \S*ecommerce-retail\.yaml\. Pick another slug\./,
    );
    expect(() => newIndustryText(contentDir, 'travel', 'Travel')).toThrow(NewIndustryError);
  });

  it('refuses a slug that cannot be a file name and an address, and explains the form', () => {
    expect(() => newIndustryText(contentDir, 'Pet_Care', 'Pet Care')).toThrow(
      '"Pet_Care" is not a usable slug: use lower-case words joined by hyphens',
    );
  });
});
