export { TagChips, tagChipsMessages } from './TagChips';
export type { TagChipsProps } from './TagChips';
