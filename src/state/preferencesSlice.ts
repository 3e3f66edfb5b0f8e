import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { filtersChanged } from './listFiltersSlice';
import { PAGE_SIZES, type ListView, type PageSize } from './listFilters';

/** What Agora remembers about how a person likes to see lists. @public */
export interface PreferencesState {
  /** The last view chosen per list id. */
  views: Record<string, ListView>;
  /** The last page size chosen on any list. */
  pageSize?: PageSize;
}

const initialState: PreferencesState = { views: {} };

/**
 * Remembered list views and page size. Post lists keep their view in their
 * filters, so it listens to `filtersChanged` (choosing a view is one event,
 * not two); lists without filters in the store (the tags, entities, users
 * and collections directories) report `viewChosen`.
 * @public
 */
export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    /** The person chose how a list without stored filters lays out. */
    viewChosen(
      state,
      { payload }: PayloadAction<{ listId: string; view: ListView }>,
    ) {
      state.views[payload.listId] = payload.view;
    },
  },
  extraReducers: builder => {
    builder.addCase(
      filtersChanged,
      (state, { payload: { listId, changes } }) => {
        if (changes.view) state.views[listId] = changes.view;
        if (changes.pageSize) state.pageSize = changes.pageSize;
      },
    );
  },
  selectors: {
    selectPreferredView: (state, listId: string): ListView | undefined =>
      state.views[listId],
    selectPreferredPageSize: state => state.pageSize,
  },
});

export const { selectPreferredView, selectPreferredPageSize } =
  preferencesSlice.selectors;
export const { viewChosen } = preferencesSlice.actions;

/**
 * Accepts only well-formed preferences, so a stale or hand-edited entry in
 * storage cannot put invalid values into the store.
 */
export function parsePreferences(value: unknown): PreferencesState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { views, pageSize } = value as Record<string, unknown>;
  const result: PreferencesState = { views: {} };
  if (typeof views === 'object' && views !== null) {
    for (const [listId, view] of Object.entries(views)) {
      if (view === 'list' || view === 'grid') result.views[listId] = view;
    }
  }
  if (PAGE_SIZES.includes(pageSize as PageSize))
    result.pageSize = pageSize as PageSize;
  return result;
}
