// The production build reads only the icons the app imports. `@tabler/icons-react` is a barrel of
// about 6,300 icon modules; the bundler parses every one of them before tree-shaking drops all but a
// hundred, a large part of the client build's time and memory. The bundle is the same, byte for byte: the barrel
// holds no code of its own, and its re-exports keep the order of icons/index.mjs, which the full
// barrel imports first and so sets the order of the icons in the output.
// rolldown's `experimental.lazyBarrel` would do this for every barrel, but it also moves code between
// chunks (the entry grows), so it is not used.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@tabler/icons-react';
const BARREL = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/;
const NAMED_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g;
const RE_EXPORT = /^export \{ (.*) \} from '\.\/icons\/([^']+)';$/;

/**
 * The icons the files under `srcDir` import by name, or undefined when any file reaches the package
 * another way (a namespace or default import, a re-export, a dynamic import): then the barrel stays whole.
 */
export function importedIcons(srcDir: string): Set<string> | undefined {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|js|jsx|mts|mjs)$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    if (!text.includes(PACKAGE)) continue;
    const named = [...text.matchAll(NAMED_IMPORT)];
    const mentions = text.split(PACKAGE).length - 1;
    if (named.length !== mentions) return undefined;
    for (const [, list = ''] of named) {
      for (const item of list.split(',')) {
        const imported = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (imported && !/^type\s/.test(item.trim())) names.add(imported);
      }
    }
  }
  return names;
}

/** The barrel's text with only the re-exports of `icons`, in the order of icons/index.mjs. */
export function slimBarrel(barrel: string, iconIndex: string, icons: Set<string>): string {
  const position = new Map<string, number>();
  for (const line of iconIndex.split('\n')) {
    const file = /from '\.\/([^']+)'/.exec(line)?.[1];
    if (file && !position.has(file)) position.set(file, position.size);
  }
  const kept: Array<{ line: string; at: number }> = [];
  for (const line of barrel.split('\n')) {
    const match = RE_EXPORT.exec(line);
    if (!match) continue;
    const exported = match[1]!.split(', ').map((part) => part.split(' as ').at(-1)!);
    if (exported.some((name) => icons.has(name))) kept.push({ line, at: position.get(match[2]!) ?? Infinity });
  }
  return kept
    .sort((a, b) => a.at - b.at)
    .map(({ line }) => line)
    .join('\n');
}

export function iconBarrelPlugin(): Plugin {
  let icons: Set<string> | undefined;
  return {
    name: 'icon-barrel',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      icons = importedIcons(join(config.root, 'src'));
    },
    load(id) {
      if (!icons || !BARREL.test(id)) return undefined;
      const index = id.replace(/tabler-icons-react\.mjs$/, 'icons/index.mjs');
      return slimBarrel(readFileSync(id, 'utf8'), readFileSync(index, 'utf8'), icons);
    },
  };
}
