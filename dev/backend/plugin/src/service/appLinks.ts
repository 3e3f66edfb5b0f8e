import type { PostType } from '@agora/contract';

/** Where apps usually mount Agora's page. */
export const DEFAULT_AGORA_BASE_PATH = '/agora';

/** The section of Agora's pages each kind lives under (`src/routes.ts`). */
const SECTIONS: Record<PostType | 'collection', string> = {
  question: 'questions',
  article: 'articles',
  link: 'links',
  collection: 'collections',
};

/**
 * The app path of a post or collection under `basePath`, as search results
 * and notifications link to it; `anchor` names an answer or comment on the
 * post page (`#answer_{id}`, `#comment_{id}`, useScrollToAnchor.ts).
 */
export function appPath(
  basePath: string,
  kind: PostType | 'collection',
  id: number,
  anchor?: { answer: number } | { comment: number },
): string {
  const path = `${basePath.replace(/\/+$/, '')}/${SECTIONS[kind]}/${id}`;
  if (!anchor) return path;
  return 'answer' in anchor
    ? `${path}#answer_${anchor.answer}`
    : `${path}#comment_${anchor.comment}`;
}
