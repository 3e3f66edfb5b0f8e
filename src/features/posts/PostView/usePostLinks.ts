import { useRouteRef } from '@backstage/core-plugin-api';
import type { Post, PostType } from '../../../api/types';
import {
  articleRouteRef,
  articlesRouteRef,
  editArticleRouteRef,
  editLinkRouteRef,
  editQuestionRouteRef,
  entityRouteRef,
  linkRouteRef,
  linksRouteRef,
  questionRouteRef,
  questionsRouteRef,
  tagRouteRef,
  userRouteRef,
} from '../../../routes';

const POST_ROUTES = {
  question: {
    view: questionRouteRef,
    edit: editQuestionRouteRef,
    list: questionsRouteRef,
  },
  article: {
    view: articleRouteRef,
    edit: editArticleRouteRef,
    list: articlesRouteRef,
  },
  link: { view: linkRouteRef, edit: editLinkRouteRef, list: linksRouteRef },
} as const;

/** Addresses of one post's pages, chosen by its type so every post page shares them. */
export function usePostLinks(post: Pick<Post, 'id' | 'type'>) {
  const routes = POST_ROUTES[post.type];
  const view = useRouteRef(routes.view);
  const edit = useRouteRef(routes.edit);
  const list = useRouteRef(routes.list);
  const id = String(post.id);
  return { view: view({ id }), edit: edit({ id }), list: list() };
}

/** The page of a post of any type, for redirects from the wrong section. */
export function usePostHref() {
  const question = useRouteRef(questionRouteRef);
  const article = useRouteRef(articleRouteRef);
  const link = useRouteRef(linkRouteRef);
  const byType = { question, article, link };
  return (type: PostType, id: number) => byType[type]({ id: String(id) });
}

/** Links from a post to users, tags and entities. */
export function useAgoraLinks() {
  const user = useRouteRef(userRouteRef);
  const tag = useRouteRef(tagRouteRef);
  const entity = useRouteRef(entityRouteRef);
  return {
    user: (userRef: string) => user({ userRef }),
    tag: (name: string) => tag({ tag: name }),
    entity: (entityRef: string) => entity({ entityRef }),
  };
}
