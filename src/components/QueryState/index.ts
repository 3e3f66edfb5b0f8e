export { QueryState } from './QueryState';
export type { QueryStateProps, QueryStateResult } from './QueryState';
