import { addRoutes, type AppRouter } from './createAppRouter.ts';
import { findRoute } from './routeData.ts';

/** Paths the router may not know yet: same-origin links, without their query or hash. */
function sitePath(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.origin !== window.location.origin || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return undefined;
  return anchor.pathname;
}

/**
 * The browser hydrates with one route, the page it shows, and adds the others one at a time: a
 * navigation to a path the router does not know waits for that route's bucket (a history blocker
 * that never blocks, only awaits the lookup), and a link the visitor points at, touches or focuses
 * starts the lookup early. A path no route has goes on to the 404 page. Should a bucket fail to
 * load, the navigation becomes a plain page load, which the server answers. The server-rendered
 * menus and links work as plain links before any of this has run.
 */
export function addRoutesOnDemand(router: AppRouter): void {
  const known = (path: string) => path in router.routesByPath;
  const pending = new Map<string, Promise<void>>();
  const ensure = (path: string): Promise<void> => {
    let lookup = pending.get(path);
    if (!lookup) {
      lookup = findRoute(path).then((found) => {
        if (found) addRoutes(router, [found.info]);
      });
      // A failed lookup may be retried: the next navigation turns into a page load if it fails again.
      lookup.catch(() => pending.delete(path));
      pending.set(path, lookup);
    }
    return lookup;
  };
  router.history.block({
    blockerFn: async ({ nextLocation }) => {
      if (known(nextLocation.pathname)) return false;
      try {
        await ensure(nextLocation.pathname);
        return false;
      } catch {
        window.location.assign(nextLocation.href);
        return true;
      }
    },
    enableBeforeUnload: false,
  });
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    const path = anchor instanceof HTMLAnchorElement ? sitePath(anchor) : undefined;
    if (path && !known(path)) ensure(path).catch(() => {});
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    document.addEventListener(type, onIntent, { passive: true, capture: true });
}
