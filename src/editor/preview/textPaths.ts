// Finds the field behind a text clicked on the preview. The public pages carry no edit markers (their
// HTML must not change for the editor), so the preview is matched against the file's own texts.

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every text value of the file by form path, e.g. landing.sections.0.title → "Never Miss…". */
export function textsByPath(values: unknown, path = ''): Array<[string, string]> {
  if (typeof values === 'string') return normal(values) ? [[path, normal(values)]] : [];
  if (!values || typeof values !== 'object') return [];
  return Object.entries(values).flatMap(([key, child]) => textsByPath(child, path ? `${path}.${key}` : key));
}

/**
 * The path of the text shown by `element` or its nearest ancestor: an exact match first, then the
 * shortest text containing what was clicked (a line of a longer paragraph).
 */
export function pathForElement(element: Element | null, values: unknown): string | undefined {
  const texts = textsByPath(values);
  for (let node = element, depth = 0; node && depth < 5; node = node.parentElement, depth += 1) {
    const shown = normal(node.textContent ?? '');
    if (!shown) continue;
    const exact = texts.find(([, text]) => text === shown);
    if (exact) return exact[0];
    const containing = texts
      .filter(([, text]) => shown.length >= 12 && text.includes(shown))
      .sort((a, b) => a[1].length - b[1].length)[0];
    if (containing) return containing[0];
  }
  return undefined;
}
