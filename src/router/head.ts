import { site } from 'virtual:content';
import type { RouteData, RouteTableEntry } from '../../schemas/registry.ts';
import { routeSeo } from '../seo/routeSeo.ts';

/**
 * The head tags of a route: title, description, canonical, social cards and JSON-LD. They come from
 * `loaderData`, the route's content module, which the router has loaded before it asks for the head
 * (on the server, and in the browser from the HTML it hydrates). Without it (the module failed to
 * load) the tab shows the brand.
 */
export function headFor(entry: RouteTableEntry, loaderData?: RouteData) {
  return loaderData ? routeSeo(site, entry, loaderData) : { meta: [{ title: site.brand.name }] };
}
