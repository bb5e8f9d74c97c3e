import type { Demo } from '../../../schemas/demo.ts';
import { FIELD_NAMES, type Details } from './details.ts';

/** Where a flow keeps the visitor's details between visits. */
export interface DetailsStore {
  /** The saved details, or null when there are none (or they cannot be read). */
  load(): Partial<Details> | null;
  save(details: Details): void;
  clear(): void;
}

/** Memory-only flows keep the details in component state; this store remembers nothing. */
const MEMORY_STORE: DetailsStore = { load: () => null, save: () => {}, clear: () => {} };

/** localStorage, or null where it is missing or blocked (private modes, server rendering). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads only the four known string fields, so a stale or hand-edited value can never crash the page. */
export function parseDetails(raw: string | null): Partial<Details> | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const details: Partial<Details> = {};
  for (const field of FIELD_NAMES) {
    if (typeof record[field] === 'string') details[field] = record[field];
  }
  return Object.keys(details).length > 0 ? details : null;
}

/** The store for a flow's `storage` setting: a localStorage key, or memory only. */
export function detailsStore(storage: Demo['storage'], backend: Storage | null = browserStorage()): DetailsStore {
  if (storage === 'memory' || !backend) return MEMORY_STORE;
  const key = storage.localStorageKey;
  // Storage can throw (quota, privacy settings); losing persistence must never break the demo.
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    load: () => attempt(() => parseDetails(backend.getItem(key)), null),
    save: (details) => attempt(() => backend.setItem(key, JSON.stringify(details)), undefined),
    clear: () => attempt(() => backend.removeItem(key), undefined),
  };
}
