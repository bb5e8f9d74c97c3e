import type { ShortMenu } from '../../../schemas/routes.ts';

/** A promise React's `use()` reads at once when settled: React looks for `status` and `value` on it. */
type Readable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function readable<T>(promise: Promise<T>): Readable<T> {
  const tracked: Readable<T> = promise;
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    () => {
      // The component that reads it throws the error to its boundary.
    },
  );
  return tracked;
}

const loaded = import('virtual:content/nav').then((module) => module.menus);

/**
 * The Industries and Demos menus as pages show them: their first entries and, past `menus.size` in
 * site.yaml, an "All …" link (scripts/content-engine/menu-index.ts), so their size does not grow with
 * the content. In the browser they are a chunk of their own, fetched when the app starts (after the
 * first paint, while the page hydrates); until it arrives the server's HTML of the menus stays as it
 * is (see MenuItems). The server awaits `menusLoaded` before it renders, so it never waits inside a render.
 */
export const menus: Record<'industries' | 'demos', Promise<ShortMenu>> = {
  industries: readable(loaded.then((short) => short.industries)),
  demos: readable(loaded.then((short) => short.demos)),
};

export const menusLoaded: Promise<unknown> = Promise.all([menus.industries, menus.demos]);

/** A menu's links in display order: its entries, then the "All …" link when it is shortened. */
export function menuLinks(menu: ShortMenu) {
  return menu.all ? [...menu.items, menu.all] : menu.items;
}
