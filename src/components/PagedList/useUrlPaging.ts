import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, type PageSize } from '../../state/listFilters';

/** A paged list's page and page size, and how to change them. @public */
export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  /** `replace` corrects the URL without a history entry (a page past the end). */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** A new size starts again at page 1. */
  onPageSizeChange: (pageSize: PageSize) => void;
}

// The post lists' and directories' names (hooks/listFiltersParams.ts), so links read alike.
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';

/**
 * A paged list's page and size kept in the URL (`?page=2&pageSize=25`, the
 * defaults left out) next to whatever else is there, such as the open tab:
 * a refresh keeps the page, and since each change pushes a history entry,
 * Back and Forward move between pages.
 * @public
 */
export function useUrlPaging(defaultPageSize: PageSize): Paging {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get(PAGE));
  const pageSize = Number(params.get(PAGE_SIZE)) as PageSize;

  const write = useCallback(
    (changes: Record<string, number>, replace?: boolean) =>
      setParams(
        current => {
          const next = new URLSearchParams(current);
          const defaults: Record<string, number> = {
            [PAGE]: 1,
            [PAGE_SIZE]: defaultPageSize,
          };
          for (const [key, value] of Object.entries(changes)) {
            if (value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams, defaultPageSize],
  );
  const onPageChange = useCallback<Paging['onPageChange']>(
    (next, options) => write({ [PAGE]: next }, options?.replace),
    [write],
  );
  const onPageSizeChange = useCallback(
    (next: PageSize) => write({ [PAGE]: 1, [PAGE_SIZE]: next }),
    [write],
  );

  return useMemo(
    () => ({
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : defaultPageSize,
      onPageChange,
      onPageSizeChange,
    }),
    [page, pageSize, defaultPageSize, onPageChange, onPageSizeChange],
  );
}
