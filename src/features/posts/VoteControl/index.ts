export { VoteControl } from './VoteControl';
