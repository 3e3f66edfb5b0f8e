import { parsePreferences, type PreferencesState } from './preferencesSlice';

/** The localStorage key of Agora's preferences. */
export const PREFERENCES_KEY = 'agora:preferences';

/** The part of `Storage` Agora uses, so tests can pass a plain object. */
export type PreferencesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The browser's localStorage, or undefined where it is missing or refused
 * (server rendering, privacy modes and sandboxed frames throw on access).
 */
export function browserStorage(): PreferencesStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Reads saved preferences; anything unreadable counts as none saved. */
export function loadPreferences(
  storage?: PreferencesStorage,
): PreferencesState | undefined {
  try {
    const raw = storage?.getItem(PREFERENCES_KEY);
    return raw ? parsePreferences(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the preferences whenever they change. The slice returns the same
 * object while nothing changed, so the check per action is a reference test.
 * Returns the unsubscribe function.
 */
export function persistPreferences(
  store: {
    subscribe(listener: () => void): () => void;
    getState(): { preferences: PreferencesState };
  },
  storage?: PreferencesStorage,
): () => void {
  if (!storage) return () => {};
  let saved = store.getState().preferences;
  return store.subscribe(() => {
    const current = store.getState().preferences;
    if (current === saved) return;
    saved = current;
    try {
      storage.setItem(PREFERENCES_KEY, JSON.stringify(current));
    } catch {
      // A full or refused storage only costs the person their remembered view.
    }
  });
}
