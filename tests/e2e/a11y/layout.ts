// Runs inside the page (passed to page.evaluate, so it must not use anything from outside itself):
// horizontal overflow, overlapping text and undersized tap targets at the current viewport width.

export interface LayoutProblems {
  /** Elements sticking out past the right edge, when the page scrolls sideways. */
  overflow: string[];
  /** Pairs of text runs in the same section that cover each other. */
  overlaps: string[];
  /** Interactive elements under 24 × 24 px that are neither inline in text nor spaced apart (WCAG 2.5.8). */
  targets: string[];
}

export function layoutProblems(): LayoutProblems {
  const MIN_TARGET = 24;
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const id = element.id ? `#${element.id}` : '';
    return `<${element.tagName.toLowerCase()}${id}> "${text.slice(0, 50)}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });

  /** The part of `element` not clipped by its scrolling or clipping ancestors; null when nothing shows. */
  const clipCache = new Map<Element, DOMRect | null>();
  const visibleArea = (element: Element): DOMRect | null => {
    if (clipCache.has(element)) return clipCache.get(element)!;
    let area: DOMRect | null = new DOMRect(-1e6, -1e6, 2e6, 2e6);
    for (let node: Element | null = element; node && node !== document.body && area; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' || style.clipPath !== 'none') area = null;
      else if (node !== element && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
        const box = node.getBoundingClientRect();
        const left = Math.max(area.left, box.left);
        const top = Math.max(area.top, box.top);
        const right = Math.min(area.right, box.right);
        const bottom = Math.min(area.bottom, box.bottom);
        area = right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
      }
    }
    clipCache.set(element, area);
    return area;
  };
  const clip = (rect: DOMRect, area: DOMRect): DOMRect | null => {
    const left = Math.max(rect.left, area.left);
    const top = Math.max(rect.top, area.top);
    const right = Math.min(rect.right, area.right);
    const bottom = Math.min(rect.bottom, area.bottom);
    return right - left > 0.5 && bottom - top > 0.5 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };

  // 1. Sideways scrolling, measured with the site's `body { overflow-x: hidden }` lifted, so that
  //    content the safety net would clip still counts.
  const overflow: string[] = [];
  document.body.style.overflowX = 'visible';
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) {
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      if (!shown(element) || !visibleArea(element)) return false;
      const rect = element.getBoundingClientRect();
      return rect.right > width && rect.width > 0;
    });
    const deepest = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    // A word wider than its box overflows as text, not as an element.
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > width && node.parentElement && shown(node.parentElement) && visibleArea(node.parentElement))
        words.push(
          `text "${node.data.trim().slice(0, 40)}" in ${describe(node.parentElement)} ends at ${Math.round(right)}`,
        );
    }
    overflow.push(
      `scrollWidth ${document.documentElement.scrollWidth} > ${width}`,
      ...deepest
        .slice(0, 5)
        .map((element) => `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)}`),
      ...words.slice(0, 5),
    );
  }
  document.body.style.overflowX = '';

  // 2. Overlapping text: every line fragment of every visible text node, compared within its section.
  const overlaps: string[] = [];
  const sections = document.querySelectorAll('header, footer, main > *');
  for (const section of sections) {
    const runs: Array<{ node: Text; rect: DOMRect }> = [];
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || !shown(parent)) continue;
      const area = visibleArea(parent);
      if (!area) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const visible = clip(rect, area);
        if (visible) runs.push({ node, rect: visible });
      }
    }
    runs.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < runs.length; i++) {
      const a = runs[i]!;
      for (let j = i + 1; j < runs.length && runs[j]!.rect.top < a.rect.bottom; j++) {
        const b = runs[j]!;
        if (a.node === b.node) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        // Glyph boxes of tightly set lines may touch; covering a quarter of a line is an overlap.
        if (across > 2 && down > 0.25 * Math.min(a.rect.height, b.rect.height)) {
          overlaps.push(`"${a.node.data.trim().slice(0, 40)}" × "${b.node.data.trim().slice(0, 40)}"`);
        }
      }
    }
  }

  // 3. Tap targets: at least 24 × 24, unless inline in a sentence, or spaced so that a 24 px circle
  //    on each small target touches no other target (WCAG 2.5.8's inline and spacing exceptions).
  const targets: string[] = [];
  const interactive = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => shown(element) && visibleArea(element) && element.getBoundingClientRect().width > 0);
  const boxes = interactive.map((element) => element.getBoundingClientRect());
  const small = (rect: DOMRect) => rect.width < MIN_TARGET - 0.5 || rect.height < MIN_TARGET - 0.5;
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
    Math.hypot(
      Math.max(rect.left - point.x, 0, point.x - rect.right),
      Math.max(rect.top - point.y, 0, point.y - rect.bottom),
    );
  interactive.forEach((element, index) => {
    const rect = boxes[index]!;
    if (!small(rect)) return;
    const parentText = element.parentElement?.textContent?.trim() ?? '';
    const inline =
      getComputedStyle(element).display === 'inline' && parentText.length > (element.textContent?.trim().length ?? 0);
    if (inline) return;
    const point = centre(rect);
    const crowded = interactive.some((other, otherIndex) => {
      if (otherIndex === index || other.contains(element) || element.contains(other)) return false;
      const otherRect = boxes[otherIndex]!;
      if (small(otherRect)) {
        const otherPoint = centre(otherRect);
        return Math.hypot(point.x - otherPoint.x, point.y - otherPoint.y) < MIN_TARGET;
      }
      return distanceToRect(point, otherRect) < MIN_TARGET / 2;
    });
    if (crowded) targets.push(`${describe(element)} is ${Math.round(rect.width)}×${Math.round(rect.height)}`);
  });

  return { overflow, overlaps: [...new Set(overlaps)], targets };
}
