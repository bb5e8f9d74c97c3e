// node scripts/docs-tools/screenshots-sections.ts
// Takes the picture of each section type in AUTHORING.md's catalogue: the guide's own ```yaml
// catalogue=<type> examples become one page in a copy of the content, the dev server renders it, and
// Playwright photographs each section into docs/sections/<type>.png.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { chromiumLaunchOptions } from '../bench/chromium.ts';
import { freePort, waitForServer } from '../local-stack/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CATALOGUE_PATH = '/section-catalogue';

/** One ```yaml catalogue=<type> block of the guide: the section type it shows and its sections. */
export interface CatalogueBlock {
  type: string;
  sections: Array<Record<string, unknown>>;
}

export function catalogueBlocks(markdown: string): CatalogueBlock[] {
  return [...markdown.matchAll(/^```yaml catalogue=(\S+)\n([\s\S]*?)^```$/gm)].map((match) => ({
    type: match[1]!,
    sections: parse(match[2]!) as Array<Record<string, unknown>>,
  }));
}

/** The id of the section a block is photographed by. */
export function anchorOf(block: CatalogueBlock): string {
  const shown = block.sections.find((section) => section.type === block.type);
  return typeof shown?.id === 'string' ? shown.id : `catalogue-${block.type}`;
}

/** A fixed page (industries/pages/section-catalogue.yaml) holding every block, each section findable by id. */
export function cataloguePageSource(blocks: CatalogueBlock[]): string {
  const sections = blocks.flatMap((block) =>
    block.sections.map((section) =>
      // book-demo sections take no id: they render as a dialog, not in the page.
      section.type === block.type && section.type !== 'book-demo' ? { ...section, id: anchorOf(block) } : section,
    ),
  );
  return stringify({
    slug: 'section-catalogue',
    path: CATALOGUE_PATH,
    title: 'Section catalogue',
    description: 'Every section type with a minimal example, rendered for the screenshots in AUTHORING.md.',
    sections,
  });
}

async function main(): Promise<void> {
  const blocks = catalogueBlocks(readFileSync(join(ROOT, 'AUTHORING.md'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'section-catalogue-'));
  const contentDir = join(work, 'industries');
  cpSync(join(ROOT, 'industries'), contentDir, { recursive: true });
  writeFileSync(join(contentDir, 'pages', 'section-catalogue.yaml'), cataloguePageSource(blocks));

  const { loadContent } = await import('../content-engine/load.ts');
  const { formatProblems } = await import('../content-engine/problem.ts');
  const { problems } = loadContent({ root: ROOT, contentDir });
  if (problems.length > 0)
    throw new Error(`The catalogue examples in AUTHORING.md are not valid:\n${formatProblems(problems)}`);

  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/local-stack/dev.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: 'memory://catalogue',
    },
    detached: true,
    stdio: 'ignore',
  });
  const { chromium } = await import('playwright');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const url = `http://127.0.0.1:${port}${CATALOGUE_PATH}`;
    await waitForServer(url, 180_000);
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const outDir = join(ROOT, 'docs', 'sections');
    mkdirSync(outDir, { recursive: true });
    for (const block of blocks) {
      const file = join(outDir, `${block.type}.png`);
      if (block.type === 'book-demo') {
        // The example's own button opens it, as it would for a visitor.
        await page.getByRole('button', { name: 'Book a Demo' }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await page.waitForTimeout(500); // the opening transition
        await dialog.screenshot({ path: file, animations: 'disabled' });
        await page.keyboard.press('Escape');
      } else {
        const section = page.locator(`#${anchorOf(block)}`);
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: file, animations: 'disabled' });
      }
      console.log(`wrote docs/sections/${block.type}.png`);
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
