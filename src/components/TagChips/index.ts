export { TagChips } from './TagChips';
export type { TagChipsProps } from './TagChips';
