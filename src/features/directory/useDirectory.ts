import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder } from '../../api/types';
import { useAgoraDispatch, useAgoraSelector } from '../../state/context';
import {
  PAGE_SIZES,
  type ListView,
  type PageSize,
} from '../../state/listFilters';
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
export interface DirectoryParams {
  searchQuery: string;
  /** The chosen sort's `value`. */
  sort: string;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  view: ListView;
}

/** Cards are smaller than post rows, so a page holds more of them. */
const DEFAULT_PAGE_SIZE: PageSize = 25;

// Same names as the post lists' (hooks/listFiltersParams.ts), so shared links read alike.
const KEYS = {
  searchQuery: 'q',
  sort: 'orderBy',
  page: 'page',
  pageSize: 'pageSize',
} as const;

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
    const page = Number(url.get(KEYS.page));
    const pageSize = Number(url.get(KEYS.pageSize)) as PageSize;
    const sort = url.get(KEYS.sort);
    return {
      searchQuery: url.get(KEYS.searchQuery)?.trim() ?? '',
      sort: sorts.some(s => s.value === sort) ? sort! : sorts[0]!.value,
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
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
      const { view: nextView, ...urlChanges } = changes;
      if (nextView) dispatch(viewChosen({ listId, view: nextView }));
      const keys = Object.keys(urlChanges) as Array<keyof typeof KEYS>;
      if (keys.length === 0) return;
      const next = new URLSearchParams(search);
      const defaults: Record<keyof typeof KEYS, string> = {
        searchQuery: '',
        sort: sorts[0]!.value,
        page: '1',
        pageSize: String(DEFAULT_PAGE_SIZE),
      };
      // Page 3 of an old search means nothing under a new one.
      if (!keys.includes('page')) next.delete(KEYS.page);
      for (const key of keys) {
        const value = String(urlChanges[key] ?? '');
        if (value === defaults[key]) next.delete(KEYS[key]);
        else next.set(KEYS[key], value);
      }
      setSearchParams(next, options);
    },
    [dispatch, listId, search, setSearchParams, sorts],
  );

  return { listId, params, query, sorts, change };
}

/** What `useDirectory` gives a page, for `DirectoryList`. @public */
export type Directory<OrderBy extends string = string> = ReturnType<
  typeof useDirectory<OrderBy>
>;
