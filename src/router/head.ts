import { site } from 'virtual:content';
import type { RouteData } from '../../schemas/routes.ts';
import { routeSeo } from '../seo/routeSeo.ts';

/**
 * The head tags of a route: title, description, canonical, social cards and JSON-LD. They come from
 * `data`, the route's loader data, which the router has loaded before it asks for the head (on the
 * server, and in the browser from the HTML it hydrates). Without it (the module failed to load) the
 * tab shows the brand.
 */
export function headFor(path: string, data: RouteData | undefined) {
  return data ? routeSeo(data.language?.site ?? site, path, data) : { meta: [{ title: site.brand.name }] };
}
