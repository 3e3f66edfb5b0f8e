import type { DraftValue, DraftsState } from './draftsSlice';
import type { PreferencesStorage } from './preferencesStorage';

/** The localStorage key of Agora's unsent drafts. */
export const DRAFTS_KEY = 'agora:drafts';

/** A draft nobody came back to in a month is forgotten. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600_000;

/**
 * Typing saves a draft per keystroke; storage is written once it pauses
 * this long, so a long text is not serialised again for every key.
 */
const WRITE_PAUSE_MS = 400;
/** Typing that never pauses is still written this soon after it started. */
const WRITE_AT_LATEST_MS = 2000;

function isDraftValue(value: unknown): value is DraftValue {
  if (value === null) return true;
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  return (
    Array.isArray(value) &&
    value.every(item => ['string', 'number'].includes(typeof item))
  );
}

/**
 * The drafts saved by an earlier visit, minus old ones and anything
 * unreadable (another version's shape, a hand-edited value).
 */
export function loadDrafts(
  storage?: PreferencesStorage,
  now = Date.now(),
): DraftsState | undefined {
  try {
    const raw = storage?.getItem(DRAFTS_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const drafts: DraftsState = {};
    for (const [formId, draft] of Object.entries(parsed)) {
      const { values, savedAt } = (draft ?? {}) as Record<string, unknown>;
      if (typeof savedAt !== 'number' || now - savedAt > DRAFT_MAX_AGE_MS)
        continue;
      if (!values || typeof values !== 'object') continue;
      const kept = Object.entries(values).filter(([, v]) => isDraftValue(v));
      drafts[formId] = { values: Object.fromEntries(kept), savedAt };
    }
    return drafts;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the drafts in storage, so what was typed survives a reload or a
 * crashed tab until it is posted or discarded (docs/architecture.md). Writes
 * when typing pauses and when the page is hidden or closed. Returns the
 * unsubscribe function.
 */
export function persistDrafts(
  store: {
    subscribe(listener: () => void): () => void;
    getState(): { drafts: DraftsState };
  },
  storage?: PreferencesStorage,
): () => void {
  if (!storage) return () => {};
  let saved = store.getState().drafts;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the first change not yet written was made.
  let since: number | undefined;
  const write = () => {
    timer = undefined;
    since = undefined;
    const current = store.getState().drafts;
    if (current === saved) return;
    saved = current;
    try {
      storage.setItem(DRAFTS_KEY, JSON.stringify(current));
    } catch {
      // A full or refused storage leaves drafts in memory, as before.
    }
  };
  let last = saved;
  const unsubscribe = store.subscribe(() => {
    const current = store.getState().drafts;
    if (current === last) return; // another slice changed
    last = current;
    const now = Date.now();
    since ??= now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      write,
      Math.min(WRITE_PAUSE_MS, since + WRITE_AT_LATEST_MS - now),
    );
  });
  const hidden = () => {
    if (timer) clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', hidden);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    window.removeEventListener('pagehide', hidden);
  };
}
