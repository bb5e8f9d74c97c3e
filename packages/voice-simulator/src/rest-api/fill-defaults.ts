/**
 * A stored record as the API answers it: every object at a path api-defaults.ts lists gets the server's
 * defaults for the keys it lacks. What was sent wins; nothing is added where no object was sent.
 */
import { API_DEFAULTS } from './api-defaults.ts';
import { isObject, type Json } from './json-object.ts';

export function withDefaults<T>(kind: keyof typeof API_DEFAULTS, record: T): T {
  const table: Record<string, { defaults: Json }> = API_DEFAULTS[kind];
  const fill = (value: unknown, path: string, inMap: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => fill(item, path ? `${path}.[]` : '[]', false));
    if (!isObject(value)) return value;
    // The keys of a map (data_collection, language_presets) are names, not fields: `{}` stands for each.
    const out: Json = { ...(table[path]?.defaults ?? {}), ...value };
    for (const [key, item] of Object.entries(value)) {
      const childPath = inMap ? (path ? `${path}.{}` : '{}') : path ? `${path}.${key}` : key;
      out[key] = fill(item, childPath, MAPS.has(childPath));
    }
    return out;
  };
  return fill(record, '', false) as T;
}

/** The objects whose keys the author names: their values share one schema. */
const MAPS = new Set(['conversation_config.language_presets', 'platform_settings.data_collection']);
