export { EntityChips } from './EntityChips';
export type { EntityChipsProps, EntityChipValue } from './EntityChips';
