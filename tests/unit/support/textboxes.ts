import { within } from '@testing-library/react';

/**
 * The textboxes of `container` by accessible name, each the one element `within(container).getByRole('textbox',
 * { name })` would find, from one role query. A query by name computes the name of every textbox, and with
 * it jsdom's computed style of the box and its label, so finding a form's n fields one by one costs n² of
 * those (most of a Book a Demo test's CPU time); this costs n.
 */
export function textboxesByName<K extends string>(
  container: HTMLElement,
  names: Record<K, RegExp>,
): Record<K, HTMLElement> {
  const named = new Map<HTMLElement, string>();
  within(container).getAllByRole('textbox', {
    name: (accessibleName, element) => (named.set(element as HTMLElement, accessibleName), true),
  });
  const found = (Object.entries(names) as Array<[K, RegExp]>).map(([key, name]) => {
    const matches = [...named].filter(([, accessibleName]) => name.test(accessibleName));
    if (matches.length !== 1) {
      const all = [...named.values()].map((accessibleName) => JSON.stringify(accessibleName)).join(', ');
      throw new Error(`${matches.length} textboxes named ${name} where one was expected; the names: ${all}`);
    }
    return [key, matches[0]![0]] as const;
  });
  return Object.fromEntries(found) as Record<K, HTMLElement>;
}
