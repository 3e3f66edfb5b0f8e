import type { PostType } from '../../../api/types';
import { PostList } from '../PostList';
import { POST_LIST_IDS } from '../postListIds';

/**
 * `/questions`, `/articles`, `/links`: every post of `type`, with search,
 * filters, paging and the type's create button.
 */
export function PostListPage({ type }: { type: PostType }) {
  return <PostList listId={POST_LIST_IDS[type]} type={type} />;
}
