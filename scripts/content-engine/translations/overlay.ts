import { pathKey, type TextPath } from '../../../schemas/translation-texts.ts';

/** A copy of `data` with each text of `texts` (by `pathKey` of its path) put in at its path. */
export function overlay<T>(data: T, texts: ReadonlyMap<string, string>, paths: readonly TextPath[]): T {
  const copy = structuredClone(data);
  for (const path of paths) {
    const text = texts.get(pathKey(path));
    if (text === undefined) continue;
    let node = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = text;
  }
  return copy;
}
