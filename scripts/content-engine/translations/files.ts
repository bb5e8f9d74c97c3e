import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One translation file's text, as read from disk or held in memory by a test or the editor. */
export interface TranslationSource {
  /** Path as messages show it, e.g. industries/translations/es/pages/home.yaml. */
  file: string;
  /** The language folder it sits in, e.g. es. */
  locale: string;
  /** The source file it translates, as messages show it, e.g. industries/pages/home.yaml. */
  of: string;
  source: string;
}

/** Every YAML file under `<contentDir>/translations/<locale>/`, with its locale and its path under the content folder. */
export function listTranslationFiles(
  contentDir: string,
): Array<{ path: string; locale: string; underContent: string }> {
  const root = join(contentDir, 'translations');
  if (!existsSync(root)) return [];
  const found: Array<{ path: string; locale: string; underContent: string }> = [];
  for (const locale of readdirSync(root, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    const folder = join(root, locale.name);
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      found.push({ path, locale: locale.name, underContent: relative(folder, path).split('\\').join('/') });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}
