import { useRouteRef } from '@backstage/core-plugin-api';
import type { PostType } from '../../api/types';
import {
  askRouteRef,
  createLinkRouteRef,
  writeArticleRouteRef,
} from '../../routes';

/** What a scoped list (a tag's, an entity's) passes on to the create form. */
export interface CreateScope {
  tags?: string[];
  entities?: string[];
}

/**
 * The address of the create form of each post type, with `?tags=` and
 * `?entity=` filled from the list's scope so the new post lands in it.
 */
export function useCreatePostHref() {
  const ask = useRouteRef(askRouteRef);
  const write = useRouteRef(writeArticleRouteRef);
  const share = useRouteRef(createLinkRouteRef);
  const byType = { question: ask, article: write, link: share };
  return (type: PostType, scope: CreateScope = {}) => {
    const params = new URLSearchParams();
    for (const tag of scope.tags ?? []) params.append('tags', tag);
    for (const entity of scope.entities ?? []) params.append('entity', entity);
    const search = params.toString();
    return `${byType[type]()}${search ? `?${search}` : ''}`;
  };
}
