import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loaders, routes } from 'virtual:content/routes';
import { addRoutes, createAppRouter } from '../../../../src/router/createAppRouter.ts';

const at = (path: string) => routes.find((route) => route.path === path)!;

describe('the browser router', () => {
  it('starts with no route but the root, and adds routes by path', () => {
    const router = createAppRouter([]);
    expect(Object.keys(router.routesById)).toEqual(['__root__']);
    expect(router.routesById['/healthcare']).toBeUndefined();

    addRoutes(router, [at('/healthcare')]);
    expect(router.routesById['/healthcare']?.options.staticData?.route).toEqual(at('/healthcare'));
  });

  it('keeps the route objects it has when the route table is added, so the page shown never remounts', () => {
    const router = createAppRouter([]);
    addRoutes(router, [at('/trades')]);
    const shown = router.routesById['/trades'];
    const tree = router.routeTree;

    addRoutes(router, routes);
    expect(router.routesById['/trades']).toBe(shown);
    expect(router.routeTree).not.toBe(tree);
    expect(Object.keys(router.routesById).filter((id) => id !== '__root__')).toHaveLength(routes.length);

    addRoutes(router, routes);
    expect(router.routesById['/trades']).toBe(shown);
  });

  it("loads a route's own data, by its kind and path", async () => {
    const router = createAppRouter(routes);
    router.update({ history: createMemoryHistory({ initialEntries: ['/healthcare'] }) });
    await router.load();
    const data = router.state.matches.at(-1)?.loaderData;
    expect(data).toEqual(await loaders.landing['/healthcare']!());
    expect(data).toMatchObject({ kind: 'landing', slug: 'healthcare' });
  });
});
