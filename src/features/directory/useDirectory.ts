import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder } from '../../api/types';
import {
  readUrlPaging,
  writeUrlPaging,
  type PagePosition,
} from '../../components/PagedList';
import { useAgoraDispatch, useAgoraSelector } from '../../state/context';
import type { ListView } from '../../state/listFilters';
import { selectPreferredView, viewChosen } from '../../state/preferencesSlice';

/** One choice of a directory's sort select; the first is the default. @public */
export interface DirectorySort<OrderBy extends string = string> {
  /** Its key in the URL (`?orderBy=`) and the select; unique in the list. */
  value: string;
  label: string;
  /** What the server sorts by, and in which direction ("most posts" is descending). */
  orderBy: OrderBy;
  order: SortOrder;
}

/** The request a directory's page asks for: the lists' shared `ListQuery`. @public */
export interface DirectoryQuery<OrderBy extends string = string> {
  limit: number;
  offset: number;
  orderBy: OrderBy;
  order: SortOrder;
  searchQuery?: string;
}

/** What a person set on a directory list. @public */
export interface DirectoryParams extends PagePosition {
  searchQuery: string;
  /** The chosen sort's `value`. */
  sort: string;
  view: ListView;
}

/** Cards are smaller than post rows, so a page holds more of them. */
const DEFAULT_PAGE_SIZE = 25;

// Same names as the post lists' (hooks/listFiltersParams.ts), so shared links
// read alike; the page's are every paged list's (components/PagedList).
const KEYS = { searchQuery: 'q', sort: 'orderBy' } as const;

/**
 * A directory list's search, sort and page, kept in the URL query string
 * (only what differs from the defaults; changes push a history entry, so
 * back and forward restore the list), and its view, remembered per list like
 * the post lists'. `query` is the request, memoized: the RTK Query cache key.
 * @public
 */
export function useDirectory<OrderBy extends string>(
  listId: string,
  sorts: ReadonlyArray<DirectorySort<OrderBy>>,
) {
  const dispatch = useAgoraDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const view =
    useAgoraSelector(state => selectPreferredView(state, listId)) ?? 'grid';
  const search = searchParams.toString();

  const params = useMemo<DirectoryParams>(() => {
    const url = new URLSearchParams(search);
    const sort = url.get(KEYS.sort);
    return {
      searchQuery: url.get(KEYS.searchQuery)?.trim() ?? '',
      sort: sorts.some(s => s.value === sort) ? sort! : sorts[0]!.value,
      ...readUrlPaging(url, DEFAULT_PAGE_SIZE),
      view,
    };
  }, [search, sorts, view]);

  const sort = sorts.find(s => s.value === params.sort) ?? sorts[0]!;
  const query = useMemo<DirectoryQuery<OrderBy>>(
    () => ({
      limit: params.pageSize,
      offset: (params.page - 1) * params.pageSize,
      orderBy: sort.orderBy,
      order: sort.order,
      ...(params.searchQuery ? { searchQuery: params.searchQuery } : {}),
    }),
    [params, sort],
  );

  const change = useCallback(
    (changes: Partial<DirectoryParams>, options?: { replace?: boolean }) => {
      const { view: nextView, page, pageSize, ...urlChanges } = changes;
      if (nextView) dispatch(viewChosen({ listId, view: nextView }));
      if (Object.keys(changes).every(key => key === 'view')) return;
      // Page 3 of an old search (or size) means nothing under a new one.
      const next = writeUrlPaging(
        new URLSearchParams(search),
        { page: page ?? 1, pageSize: pageSize ?? params.pageSize },
        DEFAULT_PAGE_SIZE,
      );
      const defaults: Record<keyof typeof KEYS, string> = {
        searchQuery: '',
        sort: sorts[0]!.value,
      };
      for (const key of Object.keys(urlChanges) as Array<keyof typeof KEYS>) {
        const value = urlChanges[key] ?? '';
        if (value === defaults[key]) next.delete(KEYS[key]);
        else next.set(KEYS[key], value);
      }
      setSearchParams(next, options);
    },
    [dispatch, listId, search, setSearchParams, sorts, params.pageSize],
  );

  return { listId, params, query, sorts, change };
}

/** What `useDirectory` gives a page, for `DirectoryList`. @public */
export type Directory<OrderBy extends string = string> = ReturnType<
  typeof useDirectory<OrderBy>
>;
