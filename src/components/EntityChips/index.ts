export { EntityChips, entityChipsMessages } from './EntityChips';
export type { EntityChipsProps, EntityChipValue } from './EntityChips';
