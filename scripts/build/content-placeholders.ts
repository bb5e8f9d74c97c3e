// A production build refuses content with `[[REPLACE: …]]` placeholders left: one line per file, so a
// draft industry (npm run new:industry) previews, builds locally and passes the unit suite, but never
// goes live half-written. `npm run validate` lists each placeholder with its line and column.
import { loadContent } from '../content-engine/load.ts';
import { placeholdersByFile } from '../content-engine/placeholders.ts';

export function placeholderRefusals(root: string, contentDir = process.env.CONTENT_DIR): string[] {
  const { warnings } = loadContent({ root, ...(contentDir ? { contentDir } : {}) });
  return [...placeholdersByFile(warnings)].map(
    ([file, count]) =>
      `${file} still has ${count} [[REPLACE: …]] placeholder${count === 1 ? '' : 's'}: write the real copy (npm run validate lists each one with its line), or move the file out of the content folder until it is ready.`,
  );
}
