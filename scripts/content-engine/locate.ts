import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import { dottedPath } from './problem.ts';

export interface Position {
  line: number;
  column: number;
}

/**
 * Finds where a value lives in the YAML source. Walks the document along `path`. Where the path
 * leaves the document (a missing key), it stops at the object that lacks the key: at its own key
 * when it is the value of one (`demo:` for a missing `demo.agentId`), else where it starts (the
 * `- ` item of a list, or the top of the file). Editors that read the JSON Schema report a
 * missing key at the same place. `atKey` points at a key instead of its value, which is where
 * an unknown key is reported.
 */
export function locate(doc: Document, lines: LineCounter, path: readonly PropertyKey[], atKey = false): Position {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  /** Where the key of the current node starts, when the current node is the value of a key. */
  let ownerKey: number | undefined;
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index];
    const isLast = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && scalarValue(item.key) === key);
      if (!pair) return toPosition(lines, ownerKey ?? offset);
      const keyStart = rangeStart(pair.key);
      if (isLast && atKey && keyStart !== undefined) return toPosition(lines, keyStart);
      // A key with no value (`answer:`) has a null value node or none at all: point at the key.
      const valueStart = rangeStart(pair.value);
      offset = valueStart ?? keyStart ?? offset;
      node = pair.value;
      ownerKey = keyStart;
      if (valueStart === undefined || (isScalar(pair.value) && pair.value.value === null)) {
        offset = keyStart ?? offset;
      }
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key];
      const itemStart = rangeStart(item);
      if (itemStart === undefined) break;
      offset = itemStart;
      node = item;
      ownerKey = undefined;
    } else {
      break;
    }
  }
  return toPosition(lines, offset);
}

/**
 * Where a key that the document lacks is written after all, indented so that YAML read it as part of
 * something else (most often the text of a `>-` block above it): the first line inside the block
 * at `parentPath` that starts with `key:`. Undefined when no such line exists.
 */
export function misplacedKey(
  doc: Document,
  lines: LineCounter,
  source: string,
  parentPath: readonly PropertyKey[],
  key: string,
): Position | undefined {
  const parent: unknown = parentPath.length === 0 ? doc.contents : doc.getIn(parentPath, true);
  if (!isMap(parent) || !parent.range) return undefined;
  const [start, , end] = parent.range;
  const pattern = new RegExp(`^[ \\t]*(?:- +)?(${key.replace(/[^\w-]/g, '')}):(?:\\s|$)`, 'gm');
  for (const match of source.slice(start, end).matchAll(pattern)) {
    const offset = start + match.index + match[0].indexOf(match[1]!);
    // A real key of a nested block (`session: title:` when `title` is missing above) is not it.
    const path = pathAt(doc, offset);
    if (path !== key && !path.endsWith(`.${key}`)) return toPosition(lines, offset);
  }
  return undefined;
}

/** The dotted path of the innermost value or key that contains `offset`, e.g. landing.sections[0].title. */
export function pathAt(doc: Document, offset: number): string {
  const path: PropertyKey[] = [];
  let node: unknown = doc.contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((item) => contains(item.key, offset) || contains(item.value, offset));
      if (!pair) break;
      path.push(scalarValue(pair.key) as PropertyKey);
      if (contains(pair.key, offset)) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => contains(item, offset));
      if (index === -1) break;
      path.push(index);
      node = node.items[index];
    } else {
      break;
    }
  }
  return dottedPath(path);
}

function contains(node: unknown, offset: number): boolean {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] <= offset && offset < range[2] : false;
}

function scalarValue(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}

function toPosition(lines: LineCounter, offset: number): Position {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}
