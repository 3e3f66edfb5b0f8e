import { combineSlices } from '@reduxjs/toolkit';
import { DEFAULT_LIST_FILTERS, type ListFilters } from './listFilters';
import {
  filtersChanged,
  filtersReplaced,
  filtersReset,
  listFiltersSlice,
  selectListFilters,
  selectPostsQuery,
} from './listFiltersSlice';

const reducer = combineSlices(listFiltersSlice);
type State = ReturnType<typeof reducer>;
const initial = (): State => reducer(undefined, { type: 'init' });

describe('listFiltersSlice', () => {
  it('keeps filters per list id', () => {
    let state = initial();
    state = reducer(
      state,
      filtersChanged({ listId: 'questions', changes: { noAnswers: true } }),
    );
    state = reducer(
      state,
      filtersChanged({ listId: 'articles', changes: { orderBy: 'views' } }),
    );
    expect(selectListFilters(state, 'questions')).toMatchObject({
      noAnswers: true,
      orderBy: 'created',
    });
    expect(selectListFilters(state, 'articles')).toMatchObject({
      noAnswers: false,
      orderBy: 'views',
    });
    expect(selectListFilters(state, 'links')).toBeUndefined();
  });

  it('starts at page 1 when a filter changes, keeps the page for view changes', () => {
    let state = reducer(
      initial(),
      filtersReplaced({
        listId: 'q',
        filters: { ...DEFAULT_LIST_FILTERS, page: 4 },
      }),
    );
    state = reducer(
      state,
      filtersChanged({ listId: 'q', changes: { view: 'grid' } }),
    );
    expect(selectListFilters(state, 'q')?.page).toBe(4);
    state = reducer(
      state,
      filtersChanged({ listId: 'q', changes: { tags: ['x'] } }),
    );
    expect(selectListFilters(state, 'q')?.page).toBe(1);
    state = reducer(
      state,
      filtersChanged({ listId: 'q', changes: { page: 2 } }),
    );
    expect(selectListFilters(state, 'q')?.page).toBe(2);
  });

  it('sorts a search by best match unless an order was picked, and drops it with the search', () => {
    const change = (state: State, changes: Partial<ListFilters>) =>
      reducer(state, filtersChanged({ listId: 'q', changes }));
    const orderBy = (state: State) => selectListFilters(state, 'q')?.orderBy;

    let state = change(initial(), { searchQuery: 'pgbouncer' });
    expect(orderBy(state)).toBe('relevance');
    expect(selectPostsQuery(state, 'q')).toMatchObject({
      searchQuery: 'pgbouncer',
      orderBy: 'relevance',
    });
    // Another filter or another search keeps it.
    state = change(state, { noVotes: true });
    state = change(state, { searchQuery: 'pgbouncer pool' });
    expect(orderBy(state)).toBe('relevance');
    state = change(state, { searchQuery: '' });
    expect(orderBy(state)).toBe('created');
    expect(selectPostsQuery(state, 'q')).not.toHaveProperty('searchQuery');

    // Picked during a search, an order stays: through new words and after.
    state = change(state, { searchQuery: 'pgbouncer' });
    state = change(state, { orderBy: 'views' });
    state = change(state, { searchQuery: 'pool' });
    expect(orderBy(state)).toBe('views');
    state = change(state, { searchQuery: '' });
    expect(orderBy(state)).toBe('views');

    // Newest picked during a search, too.
    state = change(state, { orderBy: 'created' });
    state = change(state, { searchQuery: 'pool' });
    expect(orderBy(state)).toBe('relevance');
    state = change(state, { orderBy: 'created' });
    state = change(state, { searchQuery: 'pool size' });
    expect(orderBy(state)).toBe('created');
  });

  it('never keeps best match without a search from replaced filters', () => {
    const state = reducer(
      initial(),
      filtersReplaced({
        listId: 'q',
        filters: { ...DEFAULT_LIST_FILTERS, orderBy: 'relevance' },
      }),
    );
    expect(selectListFilters(state, 'q')?.orderBy).toBe('created');
  });

  it('resets a list to the given defaults', () => {
    let state = reducer(
      initial(),
      filtersChanged({ listId: 'q', changes: { noVotes: true } }),
    );
    state = reducer(
      state,
      filtersReset({
        listId: 'q',
        defaults: { ...DEFAULT_LIST_FILTERS, type: 'question' },
      }),
    );
    expect(selectListFilters(state, 'q')).toEqual({
      ...DEFAULT_LIST_FILTERS,
      type: 'question',
    });
  });
});

describe('selectPostsQuery', () => {
  it('is undefined before the list is shown', () => {
    expect(selectPostsQuery(initial(), 'q')).toBeUndefined();
  });

  it('returns the same object while the filters are unchanged', () => {
    let state = reducer(
      initial(),
      filtersChanged({ listId: 'q', changes: { type: 'question' } }),
    );
    const first = selectPostsQuery(state, 'q');
    expect(first).toEqual({
      type: 'question',
      limit: 10,
      offset: 0,
      orderBy: 'created',
      order: 'desc',
    });
    // Another list changing must not give this list a new cache key object.
    state = reducer(
      state,
      filtersChanged({ listId: 'other', changes: { noVotes: true } }),
    );
    expect(selectPostsQuery(state, 'q')).toBe(first);
    state = reducer(
      state,
      filtersChanged({ listId: 'q', changes: { page: 2 } }),
    );
    expect(selectPostsQuery(state, 'q')).toMatchObject({ offset: 10 });
  });
});
