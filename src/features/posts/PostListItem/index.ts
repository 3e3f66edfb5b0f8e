export { PostListItem, type PostListItemProps } from './PostListItem';
export { PostCard } from './PostCard';
export { PostStats, type PostStatsProps } from './PostStats';
export { PostTitle, type PostTitleProps } from './PostTitle';
export { PostLinkHost } from './PostLinkTarget';
export { PostListMeta } from './PostListMeta';
