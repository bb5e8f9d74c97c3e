// Writes edited data back into the YAML document it came from, reusing every node whose value is
// unchanged, so comments, key order, quoting and block scalars survive and a diff shows only the
// lines that changed.
import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Scalar,
  type YAMLSeq,
} from 'yaml';

/**
 * The file's text with `data` written into it: the document is parsed, edited node by node, and
 * printed with every unchanged multi-line text (folded `>-` paragraphs, wrapped plain text) copied
 * from the source as the author wrapped it, since the printer would re-wrap it.
 */
export function applyToSource(source: string, data: unknown): string {
  const doc = parseDocument(source);
  const kept = new WeakMap<Scalar, { value: unknown; text: string }>();
  visit(doc, {
    Scalar(_key, node) {
      if (!node.range || typeof node.value !== 'string') return;
      const text = source.slice(node.range[0], node.range[1]).replace(/\s+$/, '');
      if (text.includes('\n') && !/^[|>][-+0-9]*\+/.test(text)) kept.set(node, { value: node.value, text });
    },
  });
  applyData(doc, data);
  doc.schema.tags = doc.schema.tags.map((tag) =>
    tag.tag === 'tag:yaml.org,2002:str' && !tag.format && tag.stringify
      ? {
          ...tag,
          stringify(item, ctx, onComment, onChompKeep) {
            const keep = isScalar(item) ? kept.get(item) : undefined;
            if (keep && keep.value === item.value) return reindent(keep.text, ctx.indent);
            return tag.stringify!(item, ctx, onComment, onChompKeep);
          },
        }
      : tag,
  );
  // Flow collections keep the file's own spacing: `{ a: 1 }` where the file writes them so, else `{a: 1}`.
  const padded =
    /^[ \t]*(?:- )?[\w-]+:[ \t]*[[{] /m.test(source) && !/^[ \t]*(?:- )?[\w-]+:[ \t]*[[{](?![{\s\]}])/m.test(source);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: padded });
}

/** Moves the continuation lines of a kept text to the indentation the printer uses there. */
function reindent(text: string, indent: string): string {
  const [first, ...rest] = text.split('\n');
  const depth = Math.min(...rest.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return [first, ...rest.map((line) => (line.trim() ? indent + line.slice(depth) : ''))].join('\n');
}

/** Replaces the document's contents with `data`, keeping the existing nodes wherever possible. */
export function applyData(doc: Document, data: unknown): void {
  doc.contents = merge(doc, doc.contents as Node | null, data);
}

function plain(node: unknown): string {
  if (isScalar(node)) return JSON.stringify(node.value ?? null);
  if (isMap(node) || isSeq(node)) return JSON.stringify(node.toJSON());
  return 'null';
}

function merge(doc: Document, node: Node | null, value: unknown): Node {
  if (value === null || typeof value !== 'object') {
    if (isScalar(node) && typeof node.value === typeof value) {
      if (node.value !== value) node.value = value;
      return node;
    }
    return doc.createNode(value) as Node;
  }
  if (Array.isArray(value)) return isSeq(node) ? mergeSeq(doc, node, value) : (doc.createNode(value) as Node);
  if (!isMap(node)) return doc.createNode(value) as Node;
  const record = value as Record<string, unknown>;
  node.items = node.items.filter((pair) => isScalar(pair.key) && String(pair.key.value) in record);
  for (const [key, child] of Object.entries(record)) {
    if (child === undefined) continue;
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair) pair.value = merge(doc, pair.value as Node | null, child);
    else node.add(doc.createPair(key, child));
  }
  return node;
}

/**
 * Items are matched to old nodes by value first (a reordered section keeps its comments), then by
 * position (an edited item keeps its own); only new items get new nodes.
 */
function mergeSeq(doc: Document, node: YAMLSeq, value: unknown[]): Node {
  const old = [...node.items] as Array<Node | null>;
  const oldKeys = old.map(plain);
  const used = new Set<number>();
  const matched = value.map((item, index) => {
    const key = JSON.stringify(item);
    const at =
      oldKeys[index] === key && !used.has(index) ? index : oldKeys.findIndex((k, i) => k === key && !used.has(i));
    if (at >= 0) used.add(at);
    return at;
  });
  node.items = value.map((item, index) => {
    if (matched[index]! >= 0) return old[matched[index]!]!;
    if (index < old.length && !used.has(index) && !matched.includes(index)) {
      used.add(index);
      return merge(doc, old[index]!, item);
    }
    return doc.createNode(item) as Node;
  });
  return node;
}
