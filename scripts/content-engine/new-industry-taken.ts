// What a new industry file must not collide with: the slugs, paths and storage keys the other files
// use, the menu positions they take, and the brand (for page titles). Read leniently: a broken file is
// reported by validation, it cannot claim anything.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import { listContentFiles } from './load.ts';

export interface Taken {
  slugs: Map<string, string>;
  paths: Map<string, string>;
  storageKeys: Set<string>;
  industryOrders: number[];
  demoOrders: number[];
  brand: string;
}

export function takenIn(contentDir: string): Taken {
  const taken: Taken = {
    slugs: new Map(),
    paths: new Map(),
    storageKeys: new Set(),
    industryOrders: [],
    demoOrders: [],
    brand: 'Harbourline',
  };
  for (const entry of listContentFiles(contentDir)) {
    const file = relative(process.cwd(), entry.path);
    let data: Record<string, unknown> | null = null;
    try {
      data = parse(readFileSync(entry.path, 'utf8')) as Record<string, unknown> | null;
    } catch {
      continue; // A broken file is reported by validation below; it cannot claim anything.
    }
    if (!data || typeof data !== 'object') continue;
    if (entry.kind === 'site') {
      const brand = (data.brand as { name?: unknown } | undefined)?.name;
      if (typeof brand === 'string') taken.brand = brand;
      continue;
    }
    if (typeof data.slug === 'string') taken.slugs.set(data.slug, file);
    const at = (value: unknown) => (typeof value === 'string' ? taken.paths.set(value, file) : undefined);
    const landing = data.landing as { path?: unknown } | undefined;
    const demo = data.demo as { path?: unknown; storage?: unknown } | undefined;
    at(data.path);
    at(landing?.path);
    at(demo?.path);
    const storage = demo?.storage as { localStorageKey?: unknown } | undefined;
    if (typeof storage?.localStorageKey === 'string') taken.storageKeys.add(storage.localStorageKey);
    const nav = data.nav as { industries?: { order?: unknown }; demos?: { order?: unknown } } | undefined;
    if (typeof nav?.industries?.order === 'number') taken.industryOrders.push(nav.industries.order);
    if (typeof nav?.demos?.order === 'number') taken.demoOrders.push(nav.demos.order);
  }
  return taken;
}
