import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageSize } from '../../state/listFilters';
import { readUrlPaging, writeUrlPaging, type PagePosition } from './urlPaging';

/** A paged list's page and page size, and how to change them. @public */
export interface Paging extends PagePosition {
  /** `replace` corrects the URL without a history entry (a page past the end). */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** A new size starts again at page 1. */
  onPageSizeChange: (pageSize: PageSize) => void;
}

/**
 * A paged list's page and size kept in the URL (`?page=2&pageSize=25`, the
 * defaults left out; `urlPaging.ts`) next to whatever else is there, such as
 * the open tab: a refresh keeps the page, and since each change pushes a
 * history entry, Back and Forward move between pages. `prefix` namespaces
 * the keys where the list shares the URL with a host page.
 * @public
 */
export function useUrlPaging(defaultPageSize: PageSize, prefix = ''): Paging {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = readUrlPaging(params, defaultPageSize, prefix);

  const write = useCallback(
    (changes: Partial<PagePosition>, replace?: boolean) =>
      setParams(
        current =>
          writeUrlPaging(
            current,
            { ...readUrlPaging(current, defaultPageSize, prefix), ...changes },
            defaultPageSize,
            prefix,
          ),
        { replace },
      ),
    [setParams, defaultPageSize, prefix],
  );
  const onPageChange = useCallback<Paging['onPageChange']>(
    (next, options) => write({ page: next }, options?.replace),
    [write],
  );
  const onPageSizeChange = useCallback(
    (next: PageSize) => write({ page: 1, pageSize: next }),
    [write],
  );

  return useMemo(
    () => ({ page, pageSize, onPageChange, onPageSizeChange }),
    [page, pageSize, onPageChange, onPageSizeChange],
  );
}
