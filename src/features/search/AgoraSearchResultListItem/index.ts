export { AgoraSearchResultListItem } from './AgoraSearchResultListItem';
export type { AgoraSearchResultListItemProps } from './AgoraSearchResultListItem';
