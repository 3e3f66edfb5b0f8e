export { PostView } from './PostView';
export type { PostViewProps } from './PostView';
export { usePostLinks, usePostHref, useAgoraLinks } from './usePostLinks';
