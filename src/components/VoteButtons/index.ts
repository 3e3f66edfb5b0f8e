export { VoteButtons } from './VoteButtons';
export type { VoteButtonsProps, VoteDirection } from './VoteButtons';
