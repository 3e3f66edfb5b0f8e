export { FilterSelect } from './FilterSelect';
export type { FilterSelectProps } from './FilterSelect';
