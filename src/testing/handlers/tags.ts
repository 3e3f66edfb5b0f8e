import type { Tag, TagsResponse } from '../../api/types';
import { makeTag, tagsFixture } from '../fixtures/tags';
import { getFollowedTagsHandler } from './follows';
import { route, type HandlerOptions } from './http';

/** msw handler factories for the tags routes (following is in follows.ts). */
export const getTagsHandler = route('get', '/tags', tagsFixture);
export const getTagHandler = route('get', '/tags/:tag', () => makeTag());
export const createTagHandler = route('put', '/tags', () => makeTag({ id: 70, tag: 'new' }), 201);
export const updateTagHandler = route('post', '/tags/:id', () => makeTag());
export const deleteTagHandler = route('delete', '/tags/:id', undefined, 204);

/**
 * What a tag screen reads, for someone who follows no tag: the followed
 * tags go first, since `/tags/:tag` would also answer `/tags/followed`;
 * then the tag (`tag`) and the tags list (`list`) when given.
 */
export function tagScreenHandlers(
  options: {
    tag?: HandlerOptions<Tag>;
    list?: HandlerOptions<TagsResponse>;
  } = {},
) {
  return [
    getFollowedTagsHandler({ body: { tags: [], count: 0 } }),
    ...(options.tag ? [getTagHandler(options.tag)] : []),
    ...(options.list ? [getTagsHandler(options.list)] : []),
  ];
}
