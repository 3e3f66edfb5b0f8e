export { FollowButton } from './FollowButton';
export type { FollowButtonProps } from './FollowButton';
export { useFollow, type FollowTarget } from './useFollow';
