import { site } from 'virtual:content';
import type { RouteData, RouteEntry } from '../../schemas/registry.ts';
import { routeSeo } from '../seo/routeSeo.ts';

/**
 * The head tags of a route: title, description, canonical, social cards and JSON-LD. `loaderData`
 * is the route's content once loaded; the FAQ and demo breadcrumbs come from it.
 */
export function headFor(entry: RouteEntry, loaderData?: RouteData) {
  return routeSeo(site, entry, loaderData);
}
