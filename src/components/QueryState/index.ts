export { QueryState } from './QueryState';
export type { QueryStateProps, QueryStateResult } from './QueryState';
export { EmptyPanel } from './EmptyPanel';
export type { EmptyPanelProps } from './EmptyPanel';
