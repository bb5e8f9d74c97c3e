import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

/**
 * Finds where a value lives in the YAML source. Walks the document along `path`; where the path
 * leaves the document (a missing key), it stops at the deepest node that exists, so "Required"
 * points at the object that lacks the key. `atKey` points at a key instead of its value, which
 * is where an unknown key should be reported.
 */
export function locate(doc: Document, lines: LineCounter, path: readonly PropertyKey[], atKey = false): Position {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index];
    const isLast = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && scalarValue(item.key) === key);
      if (!pair) break;
      const keyStart = rangeStart(pair.key);
      if (isLast && atKey && keyStart !== undefined) return toPosition(lines, keyStart);
      // A key with no value (`answer:`) has a null value node or none at all: point at the key.
      const valueStart = rangeStart(pair.value);
      offset = valueStart ?? keyStart ?? offset;
      node = pair.value;
      if (valueStart === undefined || (isScalar(pair.value) && pair.value.value === null)) {
        offset = keyStart ?? offset;
      }
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key];
      const itemStart = rangeStart(item);
      if (itemStart === undefined) break;
      offset = itemStart;
      node = item;
    } else {
      break;
    }
  }
  return toPosition(lines, offset);
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
