import type { PostType } from '../../../api/types';
import { PostList } from '../../postList/PostList';
import { POST_TYPE_PAGES } from '../postTypePages';

/**
 * `/questions`, `/articles`, `/links`: every post of `type`, with search,
 * filters, paging and the type's create button.
 */
export function PostListPage({ type }: { type: PostType }) {
  return <PostList listId={POST_TYPE_PAGES[type].listId} type={type} />;
}
