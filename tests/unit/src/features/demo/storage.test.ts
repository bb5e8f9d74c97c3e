import { describe, expect, it } from 'vitest';
import { detailsStore, parseDetails } from '../../../../../src/features/demo/storage.ts';
import { FLOW_ROWS } from '../../../support/flows.ts';

/** A Map-backed Storage, so every test starts empty. */
function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const DETAILS = { name: 'Jane', email: 'jane@example.com', phone: '', company: 'Acme' };

describe('detailsStore', () => {
  it.each(FLOW_ROWS)('%s saves, reloads and clears the details where its file says', (_path, { demo }) => {
    const storage = memoryStorage();
    const store = detailsStore(demo.storage, storage);
    store.save(DETAILS);
    if (demo.storage === 'memory') {
      expect(storage.data.size).toBe(0);
      expect(store.load()).toBeNull();
      return;
    }
    const key = demo.storage.localStorageKey;
    expect([...storage.data.keys()]).toEqual([key]);
    expect(JSON.parse(storage.data.get(key)!)).toEqual(DETAILS);
    expect(detailsStore(demo.storage, storage).load()).toEqual(DETAILS);
    store.clear();
    expect(storage.data.size).toBe(0);
  });

  it('reads nothing from corrupt or foreign values instead of crashing', () => {
    expect(parseDetails('{not json')).toBeNull();
    expect(parseDetails('"a string"')).toBeNull();
    expect(parseDetails('null')).toBeNull();
    expect(parseDetails('{"name": 42, "other": "x"}')).toBeNull();
    expect(parseDetails('{"name": "Jane", "email": 7}')).toEqual({ name: 'Jane' });
  });

  it('keeps working when the browser refuses storage', () => {
    const storage = memoryStorage();
    const throwing = {
      ...storage,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    const store = detailsStore({ localStorageKey: 'generalDemoUser' }, throwing);
    expect(() => store.save(DETAILS)).not.toThrow();
    expect(store.load()).toBeNull();
  });
});
