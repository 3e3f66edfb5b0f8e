export { PagedList } from './PagedList';
export type { PagedListProps } from './PagedList';
export { useUrlPaging } from './useUrlPaging';
export type { Paging } from './useUrlPaging';
export { pageOffset, readUrlPaging, writeUrlPaging } from './urlPaging';
export type { PagePosition } from './urlPaging';
