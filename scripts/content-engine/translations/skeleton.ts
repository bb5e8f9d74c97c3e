// The text of a new translation file: every text of its source at the source's key paths, the source text
// in a `# en:` comment above it and the value left empty, which counts as not yet translated
// (AUTHORING.md, "Translations").
import { Document, isMap, isScalar, isSeq } from 'yaml';
import { oneLine, pathKey, textLeaves, type TextPath } from '../../../schemas/translation-texts.ts';
import { SCHEMAS } from '../check-file.ts';
import type { ContentKind } from '../types.ts';

type Tree = { [key: string]: Tree | string | null } | Tree[];

/**
 * The YAML of a translation of `data`, a checked file of `kind` written in `sourceLocale`: every text with
 * its translation from `values` (empty when none) under a comment holding `comments`' source text for it
 * (the current source text when none). With neither, the untranslated skeleton new:translation writes.
 */
export function translationSkeleton(options: {
  kind: ContentKind;
  data: unknown;
  sourceFile: string;
  sourceLocale: string;
  locale: string;
  /** Translations by `pathKey`; the editor's save passes them. */
  values?: ReadonlyMap<string, string>;
  /** The source text each translation was made from, by `pathKey`. */
  comments?: ReadonlyMap<string, string>;
}): string {
  const leaves = textLeaves(SCHEMAS[options.kind], options.data);
  const tree: Tree = {};
  for (const leaf of leaves) {
    const value = options.values?.get(pathKey(leaf.path));
    (containerAt(tree, options.data, leaf.path) as Record<string | number, string | null>)[leaf.path.at(-1)!] =
      value === undefined || value.trim() === '' ? null : value;
  }
  const doc = new Document(tree);
  for (const leaf of leaves) {
    const parent = leaf.path.length > 1 ? doc.getIn(leaf.path.slice(0, -1)) : doc.contents;
    const comment = ` ${options.sourceLocale}: ${oneLine(options.comments?.get(pathKey(leaf.path)) ?? leaf.value)}`;
    const last = leaf.path.at(-1)!;
    // A text in a map takes the comment on its key; a text that is a list item, on the item.
    const node = isMap(parent)
      ? parent.items.find((item) => isScalar(item.key) && item.key.value === last)?.key
      : isSeq(parent) && typeof last === 'number'
        ? parent.items[last]
        : undefined;
    if (isScalar(node)) node.commentBefore = comment;
  }
  doc.commentBefore =
    ` ${options.locale} translation of ${options.sourceFile}: texts only, at the source's keys (npm run new:translation).\n` +
    ` Above each text, the ${options.sourceLocale} text it translates. Write the translation after the key; an empty one\n` +
    ` is not yet translated. npm run validate shows what is missing and what changed in the source since.`;
  return doc.toString({ nullStr: '', lineWidth: 0 }).replace(/ +$/gm, '');
}

/** The object or list that holds the leaf at `path`, created along the way with the source's list lengths. */
function containerAt(tree: Tree, data: unknown, path: TextPath): Tree {
  let node: Tree = tree;
  let source: unknown = data;
  for (let index = 0; index < path.length - 1; index += 1) {
    const key = path[index]!;
    source = (source as Record<string | number, unknown>)[key];
    const record = node as Record<string | number, Tree | undefined>;
    if (!record[key]) {
      record[key] = Array.isArray(source) ? source.map(() => ({})) : {};
    }
    node = record[key]!;
  }
  return node;
}
