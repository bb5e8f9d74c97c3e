// The build reads only the icons the app imports (scripts/build/icon-barrel-plugin.ts): the slimmed
// barrel must still export every icon the app names, keep the package's module order, and give way to
// the whole barrel when a file reaches the package another way.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importedIcons, slimBarrel } from '../../../../scripts/build/icon-barrel-plugin.ts';

const dirs: string[] = [];
function srcWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'icons-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const esm = join(dirname(createRequire(import.meta.url).resolve('@tabler/icons-react')), '..', 'esm');
const barrel = readFileSync(join(esm, 'tabler-icons-react.mjs'), 'utf8');
const iconIndex = readFileSync(join(esm, 'icons', 'index.mjs'), 'utf8');

describe('the icon barrel plugin', () => {
  it('finds the icons named in imports, type-only names left out', () => {
    const src = srcWith({
      'a.tsx': "import { IconCheck, IconX as Close, type Icon } from '@tabler/icons-react';\n",
      'deep/b.ts': "import {\n  IconPhone,\n  IconCheck,\n} from '@tabler/icons-react';\n",
      'c.ts': "import { something } from 'elsewhere';\n",
    });
    expect([...importedIcons(src)!].sort()).toEqual(['IconCheck', 'IconPhone', 'IconX']);
  });

  it('keeps the whole barrel when a file imports the package another way', () => {
    expect(importedIcons(srcWith({ 'a.ts': "import * as icons from '@tabler/icons-react';\n" }))).toBeUndefined();
    expect(importedIcons(srcWith({ 'a.ts': "export { IconX } from '@tabler/icons-react';\n" }))).toBeUndefined();
  });

  it('re-exports exactly the icons asked for (aliases too), in the order of icons/index.mjs', () => {
    const slim = slimBarrel(barrel, iconIndex, new Set(['IconX', 'IconCheck', 'Icon123']));
    const lines = slim.split('\n');
    expect(lines).toHaveLength(3);
    expect(slim).toContain("export { default as IconX } from './icons/IconX.mjs';");
    expect(slim).toContain("from './icons/IconNumber123.mjs'");
    const at = (file: string) => iconIndex.indexOf(`'./${file}'`);
    const files = lines.map((line) => /\.\/icons\/([^']+)'/.exec(line)![1]!);
    expect(files.map(at)).toEqual([...files.map(at)].sort((a, b) => a - b));
  });
});
