// The modules scripts/content-engine/vite-plugin.ts serves (see virtual-modules.ts there).
declare module 'virtual:content' {
  import type { BrowserSite } from '../schemas/site.ts';
  /** site.yaml without `leads` and `voiceBudget`, which only the functions and the build read (scripts/content-engine/virtual-modules.ts). */
  export const site: BrowserSite;
}

declare module 'virtual:content/nav' {
  import type { Nav, ShortMenu } from '../schemas/routes.ts';
  export const menus: Record<keyof Nav, ShortMenu>;
}

declare module 'virtual:content/lookup' {
  import type { RouteInfo, RouteData } from '../schemas/routes.ts';
  /**
   * Each bucket, in bucket order: in a production build the address of its JSON (a `RouteBucket`, see
   * schemas/route-buckets.ts); on the dev server the import of its module, whose routes import their
   * data as modules that hot-update.
   */
  export const buckets: Array<
    | string
    | (() => Promise<{ routes: Record<string, { info: RouteInfo; load: () => Promise<RouteData> } | undefined> }>)
  >;
}

declare module 'virtual:content/routes' {
  import type { RouteInfo, RouteLoaders } from '../schemas/routes.ts';
  export const routes: RouteInfo[];
  export const loaders: RouteLoaders;
  /** The prerenderer's source of each route's data as JSON, by route key (the server bundle holds none). */
  export function provideRouteData(read: (key: string) => string | undefined): void;
}
