import type { PreferencesStorage } from '../state/preferencesStorage';

/**
 * A localStorage stand-in for stores built in tests: what one store wrote
 * the next one (a reload) reads. `items` holds what was written.
 */
export function memoryStorage(): PreferencesStorage & {
  items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: key => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}
