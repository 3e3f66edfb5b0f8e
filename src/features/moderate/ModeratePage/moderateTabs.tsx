import type { ReactElement } from 'react';
import type { Capability } from '../../permissions/permissionsApi';
import { TagDirectory } from '../../tags/TagDirectory';
import { TemplatesAdmin } from '../../templates/TemplatesAdmin';
import { ClosedDuplicates } from '../../duplicates/ClosedDuplicates';
import { PostsToReview } from '../../reviews/PostsToReview';
import { FlaggedItems } from '../../flags/FlaggedItems';
import { DeletedPosts } from '../DeletedPosts';
import { PAGE_SIZES } from '../../../state/listFilters';
import { useGetOpenFlagsCountQuery } from '../../flags/flagsApi';
import { useGetReviewsQuery } from '../../reviews/reviewsApi';
import { useGetPostsQuery } from '../../posts/postsApi';
import { deletedPostsQuery } from '../moderateApi';

/** One tab of the moderator area: its id in the URL (`?tab=`) and its content. */
export interface ModerateTab {
  /** Also its label's key, `moderate.tabs.<id>`. */
  id: 'deleted' | 'flags' | 'duplicates' | 'review' | 'templates' | 'tags';
  content: () => ReactElement;
  /** A permission the tab needs beyond the area's `moderator`. */
  requires?: Capability;
}

/**
 * The moderator area's tabs, in order; the first opens when none is named.
 * Flags come first: the navigation's badge on Moderate counts them.
 */
export const MODERATE_TABS: ReadonlyArray<ModerateTab> = [
  { id: 'flags', content: () => <FlaggedItems /> },
  { id: 'deleted', content: () => <DeletedPosts /> },
  { id: 'duplicates', content: () => <ClosedDuplicates /> },
  { id: 'review', content: () => <PostsToReview scope="all" /> },
  {
    id: 'templates',
    content: () => <TemplatesAdmin />,
    requires: 'manageTemplates',
  },
  {
    id: 'tags',
    content: () => <TagDirectory listId="moderate:tags" manage />,
  },
];

/**
 * The counts the work tabs show ("Flags (3)"), from totals the backend
 * already sends: the open flags count (the navigation badge's read) and the
 * totals of the first page of "Needs review" and "Deleted posts", the same
 * reads (and cache entries) as those tabs' default page. Unknown until read.
 */
export function useTabCounts(): Partial<Record<ModerateTab['id'], number>> {
  const first = { limit: PAGE_SIZES[0], offset: 0 };
  const flags = useGetOpenFlagsCountQuery().data?.count;
  const review = useGetReviewsQuery({ scope: 'all', ...first }).data?.total;
  const deleted = useGetPostsQuery(deletedPostsQuery(1, PAGE_SIZES[0])).data
    ?.total;
  return { flags, review, deleted };
}
