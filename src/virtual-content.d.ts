declare module 'virtual:content' {
  import type { NavItem, RouteTableEntry } from '../schemas/registry.ts';
  import type { Site } from '../schemas/site.ts';
  export const site: Site;
  export const nav: { industries: NavItem[]; demos: NavItem[] };
  export const routes: RouteTableEntry[];
}
