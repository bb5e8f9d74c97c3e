import type { Nav, NavItem } from '../../../schemas/routes.ts';

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

const nav = import('virtual:content/nav').then((module) => module.nav);

/**
 * The Industries and Demos menus. They grow with the content, so in the browser they are a chunk of
 * their own, fetched when the app starts (after the first paint, while the page hydrates) instead of
 * being part of the entry bundle; until it arrives the server's HTML of the menus stays as it is
 * (see MenuItems). The server awaits `menusLoaded` before it renders, so it never waits inside a render.
 */
export const menus: Record<keyof Nav, Promise<NavItem[]>> = {
  industries: readable(nav.then((loaded) => loaded.industries)),
  demos: readable(nav.then((loaded) => loaded.demos)),
};

export const menusLoaded: Promise<unknown> = Promise.all([menus.industries, menus.demos]);
