import type { RootConfigService } from '@backstage/backend-plugin-api';
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
  anchor?: AppAnchor,
): string {
  const path = `${basePath.replace(/\/+$/, '')}/${SECTIONS[kind]}/${id}`;
  if (!anchor) return path;
  return 'answer' in anchor
    ? `${path}#answer_${anchor.answer}`
    : `${path}#comment_${anchor.comment}`;
}

/** An answer or comment on a post page. */
export type AppAnchor = { answer: number } | { comment: number };

/** The absolute URL of a post, or of an answer or comment on its page. */
export type AppUrl = (kind: PostType, id: number, anchor?: AppAnchor) => string;

/**
 * Links that leave the app (events, agents' actions) are absolute:
 * `app.baseUrl` before {@link appPath}; without it, paths in the app.
 */
export function appUrl(config: RootConfigService, basePath: string): AppUrl {
  const origin = (config.getOptionalString('app.baseUrl') ?? '').replace(
    /\/+$/,
    '',
  );
  return (kind, id, anchor) => origin + appPath(basePath, kind, id, anchor);
}
