import { addRoutes, type AppRouter } from './createAppRouter.ts';
import { routeTable } from './routeData.ts';

/**
 * The browser hydrates with one route, the page it shows; this adds the others. The route table
 * chunk is fetched at once (the page is hydrating meanwhile) and its routes are added when the page
 * has rendered. A navigation that starts before then waits for them: a history blocker that never
 * blocks, only awaits the table. Should the table fail to load, the navigation becomes a plain page
 * load, which the server answers.
 */
export function addRouteTableWhenReady(router: AppRouter): void {
  const table = routeTable();
  let added: Promise<void> | undefined;
  const addAll = () =>
    (added ??= table.then(({ routes }) => {
      addRoutes(router, routes);
      unblock();
    }));
  const unblock = router.history.block({
    blockerFn: async ({ nextLocation }) => {
      try {
        await addAll();
        return false;
      } catch {
        window.location.assign(nextLocation.href);
        return true;
      }
    },
    enableBeforeUnload: false,
  });
  const stopListening = router.subscribe('onRendered', () => {
    stopListening();
    void addAll().catch(() => {
      // The blocker turns the next navigation into a page load.
    });
  });
}
