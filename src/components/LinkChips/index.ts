export { LinkChips } from './LinkChips';
export type { LinkChipsProps, LinkChipItem } from './LinkChips';
