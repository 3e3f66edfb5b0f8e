import { makeTag, tagsFixture } from '../fixtures/tags';
import { route } from './http';

/** msw handler factories for the tags routes (following is in follows.ts). */
export const getTagsHandler = route('get', '/tags', tagsFixture);
export const getTagHandler = route('get', '/tags/:tag', () => makeTag());
export const createTagHandler = route('put', '/tags', () => makeTag({ id: 70, tag: 'new' }), 201);
export const updateTagHandler = route('post', '/tags/:id', () => makeTag());
export const deleteTagHandler = route('delete', '/tags/:id', undefined, 204);
