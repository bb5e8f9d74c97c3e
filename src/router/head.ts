import { site } from 'virtual:content';
import type { RouteEntry } from '../../schemas/registry.ts';

/** The head tags of a route: title, description and canonical address. */
export function headFor(entry: RouteEntry) {
  const canonical = `${site.origin}${entry.path === '/' ? '/' : entry.path}`;
  return {
    meta: [{ title: entry.title }, { name: 'description', content: entry.description }],
    links: [{ rel: 'canonical', href: canonical }],
  };
}
