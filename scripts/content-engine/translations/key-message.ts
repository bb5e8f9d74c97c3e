import { formatTextPath, pathKey, type TextLeaf } from '../../../schemas/translation-texts.ts';
import { closest } from '../spelling.ts';

/**
 * What to tell about a translation key that is not a text of the source at `path`: data of the source
 * (never translated), a typo of a text beside it, a text of the source at another path (misplaced, most
 * often by its indentation), or a key the source does not have.
 */
export function notATextMessage(
  leaves: readonly TextLeaf[],
  path: ReadonlyArray<string | number>,
  inSource: boolean,
): string {
  const key = String(path.at(-1));
  if (inSource)
    return `"${key}" is not a text: it comes from the source file and is never translated. Delete this line`;
  const parent = pathKey(path.slice(0, -1));
  const names = leaves
    .filter((leaf) => pathKey(leaf.path.slice(0, -1)) === parent)
    .map((leaf) => String(leaf.path.at(-1)));
  const where = formatTextPath(path.slice(0, -1)) || 'the top of the file';
  const typo = closest(key, names);
  if (typo) return `"${key}" is not a key of the source at ${where}. Did you mean "${typo}"?`;
  const elsewhere = leaves.filter((leaf) => leaf.path.at(-1) === key);
  if (elsewhere.length > 0) {
    const at = elsewhere.slice(0, 3).map((leaf) => formatTextPath(leaf.path));
    return `"${key}" is misplaced at ${where}. The source has it at ${at.join(', ')}: check the indentation`;
  }
  return `"${key}" is not a key of the source at ${where}. ${names.length > 0 ? `Texts here: ${names.join(', ')}` : 'Delete this line'}`;
}
