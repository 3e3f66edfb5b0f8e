import {
  createSelector,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  DEFAULT_LIST_FILTERS,
  toPostsQuery,
  withSearchOrder,
  type ListFilters,
} from './listFilters';

/** Filters of every post list the person has opened, by list id. */
export type ListFiltersState = Record<string, ListFilters>;

/** Changes that keep the current page; any other change starts at page 1. */
const PAGE_KEEPING_KEYS: ReadonlyArray<keyof ListFilters> = ['page', 'view'];

/** @public */
export const listFiltersSlice = createSlice({
  name: 'listFilters',
  initialState: {} as ListFiltersState,
  reducers: {
    /** The list's filters were set as a whole, e.g. read from the URL. */
    filtersReplaced(
      state,
      action: PayloadAction<{ listId: string; filters: ListFilters }>,
    ) {
      const { listId, filters } = action.payload;
      state[listId] = withSearchOrder(filters, filters);
    },
    /** The person changed some filters of a list. */
    filtersChanged(
      state,
      action: PayloadAction<{ listId: string; changes: Partial<ListFilters> }>,
    ) {
      const { listId, changes } = action.payload;
      const current = state[listId] ?? DEFAULT_LIST_FILTERS;
      const keys = Object.keys(changes) as Array<keyof ListFilters>;
      // Page 3 of an old filter means nothing under a new one.
      const resetsPage = keys.some(key => !PAGE_KEEPING_KEYS.includes(key));
      // Entering or clearing a search moves an order nobody picked with it.
      state[listId] = withSearchOrder(current, {
        ...current,
        ...changes,
        ...(resetsPage ? { page: 1 } : {}),
      });
    },
    /** The list was reset to these defaults. */
    filtersReset(
      state,
      action: PayloadAction<{ listId: string; defaults: ListFilters }>,
    ) {
      state[action.payload.listId] = action.payload.defaults;
    },
  },
  selectors: {
    /** The list's filters, or undefined before the list was first shown. */
    selectListFilters: (state, listId: string): ListFilters | undefined =>
      state[listId],
  },
});

export const { filtersReplaced, filtersChanged, filtersReset } =
  listFiltersSlice.actions;
export const { selectListFilters } = listFiltersSlice.selectors;

// Typed structurally instead of with AgoraState: the store's type is built
// from this slice, so naming it here would make the types circular.
type WithListFilters = { [listFiltersSlice.reducerPath]: ListFiltersState };

/**
 * The request for a list, or undefined before the list was first shown. The
 * object is memoized per filters object, so hooks get a stable cache key.
 * @public
 */
export const selectPostsQuery = createSelector(
  [
    (state: WithListFilters, listId: string) =>
      selectListFilters(state, listId),
  ],
  filters => (filters ? toPostsQuery(filters) : undefined),
);
