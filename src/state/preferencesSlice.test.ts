import { makeAgoraStore } from './store';
import { filtersChanged } from './listFiltersSlice';
import {
  parsePreferences,
  selectPreferredPageSize,
  selectPreferredView,
} from './preferencesSlice';
import { PREFERENCES_KEY, type PreferencesStorage } from './preferencesStorage';
import { createTestExtra } from '../testing/testApis';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return {
    data,
    getItem: jest.fn((key: string) => data[key] ?? null),
    setItem: jest.fn((key: string, value: string) => {
      data[key] = value;
    }),
  };
}

describe('preferencesSlice', () => {
  it('remembers the view per list and the page size from filter changes', () => {
    const store = makeAgoraStore({ extra: createTestExtra(), storage: null });
    store.dispatch(
      filtersChanged({ listId: 'questions', changes: { view: 'grid' } }),
    );
    store.dispatch(
      filtersChanged({ listId: 'articles', changes: { pageSize: 50 } }),
    );
    const state = store.getState();
    expect(selectPreferredView(state, 'questions')).toBe('grid');
    expect(selectPreferredView(state, 'articles')).toBeUndefined();
    expect(selectPreferredPageSize(state)).toBe(50);
  });

  it('persists changes and restores them in the next store', () => {
    const storage = memoryStorage();
    const first = makeAgoraStore({ extra: createTestExtra(), storage });
    first.dispatch(
      filtersChanged({
        listId: 'links',
        changes: { view: 'grid', pageSize: 25 },
      }),
    );
    // Unrelated actions do not write again.
    first.dispatch(
      filtersChanged({ listId: 'links', changes: { noVotes: true } }),
    );
    expect(storage.setItem).toHaveBeenCalledTimes(1);

    const second = makeAgoraStore({ extra: createTestExtra(), storage });
    expect(selectPreferredView(second.getState(), 'links')).toBe('grid');
    expect(selectPreferredPageSize(second.getState())).toBe(25);
  });

  it('works when storage refuses reads and writes', () => {
    const refusing: PreferencesStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = makeAgoraStore({
      extra: createTestExtra(),
      storage: refusing,
    });
    expect(() =>
      store.dispatch(
        filtersChanged({ listId: 'q', changes: { view: 'grid' } }),
      ),
    ).not.toThrow();
    expect(selectPreferredView(store.getState(), 'q')).toBe('grid');
  });

  it('ignores malformed stored preferences', () => {
    const storage = memoryStorage({
      [PREFERENCES_KEY]: JSON.stringify({
        views: { q: 'table', a: 'grid' },
        pageSize: 13,
      }),
    });
    const store = makeAgoraStore({ extra: createTestExtra(), storage });
    expect(store.getState().preferences).toEqual({ views: { a: 'grid' } });
    expect(parsePreferences('nonsense')).toBeUndefined();
    expect(
      makeAgoraStore({
        extra: createTestExtra(),
        storage: memoryStorage({ [PREFERENCES_KEY]: '{' }),
      }).getState().preferences,
    ).toEqual({ views: {} });
  });
});
