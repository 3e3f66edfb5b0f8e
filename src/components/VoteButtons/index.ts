export { VoteButtons, voteMessages } from './VoteButtons';
export type { VoteButtonsProps, VoteDirection } from './VoteButtons';
