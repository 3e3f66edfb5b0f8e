import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useAgoraDispatch,
  useAgoraSelector,
  useAgoraStore,
} from '../state/context';
import {
  DEFAULT_LIST_FILTERS,
  toPostsQuery,
  type ListFilters,
} from '../state/listFilters';
import {
  filtersChanged,
  filtersReplaced,
  filtersReset,
  selectListFilters,
  selectPostsQuery,
} from '../state/listFiltersSlice';
import {
  selectPreferredPageSize,
  selectPreferredView,
} from '../state/preferencesSlice';
import { readListFilters, writeListFilters } from './listFiltersParams';

/**
 * A post list's filters, kept in the store and mirrored in the URL query
 * string both ways: changes push a history entry (so links are shareable
 * and back/forward restore the list) and URL changes update the store.
 * Every post list uses this hook; nothing else writes a list's URL.
 *
 * @param listId - the list's key in the store, e.g. `questions` or `tag:react`
 * @param defaults - what an untouched list shows, e.g. `{ type: 'question' }`
 * @param paramPrefix - namespaces the list's URL keys where it shares the
 *   URL with a host page (a catalog entity's tab), e.g. `agora.`
 * @public
 */
export function useListFiltersFromUrl(
  listId: string,
  defaults: Partial<ListFilters> = {},
  paramPrefix = '',
) {
  const dispatch = useAgoraDispatch();
  const store = useAgoraStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const preferredView = useAgoraSelector(state =>
    selectPreferredView(state, listId),
  );
  const preferredPageSize = useAgoraSelector(selectPreferredPageSize);

  // Callers pass object literals; the key keeps effects from running every render.
  const defaultsKey = JSON.stringify(defaults);
  const initial = useMemo<ListFilters>(
    () => ({
      ...DEFAULT_LIST_FILTERS,
      ...(JSON.parse(defaultsKey) as Partial<ListFilters>),
      ...(preferredView ? { view: preferredView } : {}),
      ...(preferredPageSize ? { pageSize: preferredPageSize } : {}),
    }),
    [defaultsKey, preferredView, preferredPageSize],
  );

  const search = searchParams.toString();
  const fromUrl = useMemo(
    () => readListFilters(new URLSearchParams(search), initial, paramPrefix),
    [search, initial, paramPrefix],
  );
  const stored = useAgoraSelector(state => selectListFilters(state, listId));
  const storedQuery = useAgoraSelector(state =>
    selectPostsQuery(state, listId),
  );
  const urlQuery = useMemo(() => toPostsQuery(fromUrl), [fromUrl]);

  const urlOf = useCallback(
    (filters: ListFilters) =>
      writeListFilters(
        new URLSearchParams(search),
        filters,
        initial,
        paramPrefix,
      ).toString(),
    [search, initial, paramPrefix],
  );

  // URL → store: on first show, and when back/forward or a link changes the URL.
  // Not when only a remembered preference changed: the person's own change
  // made it and is already in the store, while the URL may not show it yet.
  const lastRead = useRef<string | undefined>(undefined);
  useEffect(() => {
    const readKey = `${listId}\n${defaultsKey}\n${search}`;
    if (lastRead.current === readKey) return;
    lastRead.current = readKey;
    const current = selectListFilters(store.getState(), listId);
    if (!current || urlOf(current) !== urlOf(fromUrl)) {
      dispatch(filtersReplaced({ listId, filters: fromUrl }));
    }
  }, [fromUrl, listId, defaultsKey, search, store, dispatch, urlOf]);

  // Store → URL. It reads the latest state rather than `stored`: when the
  // effect above has just replaced stale filters, `stored` is still the old value.
  const synced = useRef(false);
  useEffect(() => {
    const latest = selectListFilters(store.getState(), listId);
    if (!latest) return;
    const next = urlOf(latest);
    if (next !== search) {
      // Tidying the URL on arrival must not add a history entry.
      setSearchParams(new URLSearchParams(next), { replace: !synced.current });
    }
    synced.current = true;
    // Only store changes drive this direction; `search` changes go the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  const changeFilters = useCallback(
    (changes: Partial<ListFilters>) =>
      dispatch(filtersChanged({ listId, changes })),
    [dispatch, listId],
  );
  const resetFilters = useCallback(
    () => dispatch(filtersReset({ listId, defaults: initial })),
    [dispatch, listId, initial],
  );

  return {
    /** The list's filters; read from the URL until the store has them. */
    filters: stored ?? fromUrl,
    /** The normalised request, stable while the filters are: the cache key. */
    query: storedQuery ?? urlQuery,
    changeFilters,
    resetFilters,
  };
}
