import type { PostType } from '../../api/types';

/**
 * Each post type's list id in the store and remembered preferences. Apart
 * from `POST_TYPE_PARTS`, whose pieces (forms, answers, AI) the list page
 * must not load: the list is the first screen of Agora.
 */
export const POST_LIST_IDS: Record<PostType, string> = {
  question: 'questions',
  article: 'articles',
  link: 'links',
};
