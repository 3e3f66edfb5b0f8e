import { PAGE_SIZES, type PageSize } from '../../state/listFilters';

/** Where a paged list is: a 1-based page and the page size. @public */
export interface PagePosition {
  page: number;
  pageSize: PageSize;
}

/** How many items come before the page: the `offset` of a paged request. */
export const pageOffset = ({ page, pageSize }: PagePosition) =>
  (page - 1) * pageSize;

// One pair of names for every paged list, so shared links read alike.
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';

/**
 * The page and size a URL asks for: a page that is not a whole number from
 * 1 up reads as page 1, a size that is not one of `PAGE_SIZES` as the list's
 * default. `prefix` namespaces the keys (`agora.page`) where the list shares
 * the URL with a host page, such as a catalog entity's tab.
 */
export function readUrlPaging(
  params: URLSearchParams,
  defaultPageSize: PageSize,
  prefix = '',
): PagePosition {
  const page = Number(params.get(prefix + PAGE));
  const pageSize = Number(params.get(prefix + PAGE_SIZE)) as PageSize;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/**
 * A copy of `params` showing `position`: page 1 and the default size are
 * left out, so an untouched list has a clean URL; the keys go last, page
 * before size, and every other key (the host page's tab, say) stays.
 */
export function writeUrlPaging(
  params: URLSearchParams,
  position: PagePosition,
  defaultPageSize: PageSize,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(prefix + PAGE);
  next.delete(prefix + PAGE_SIZE);
  if (position.page !== 1) next.append(prefix + PAGE, String(position.page));
  if (position.pageSize !== defaultPageSize)
    next.append(prefix + PAGE_SIZE, String(position.pageSize));
  return next;
}
