import { useRouteRef } from '@backstage/core-plugin-api';
import type { PostType } from '../api/types';
import {
  articleRouteRef,
  articlesRouteRef,
  askRouteRef,
  createLinkRouteRef,
  editArticleRouteRef,
  editLinkRouteRef,
  editQuestionRouteRef,
  entityRouteRef,
  linkRouteRef,
  linksRouteRef,
  questionRouteRef,
  questionsRouteRef,
  rootRouteRef,
  tagRouteRef,
  userRouteRef,
  writeArticleRouteRef,
} from '../routes';
import { pageExists, useAgoraPageRoutes } from './agoraPages';

/** Every post type, in the order lists and menus show them. */
export const POST_TYPES: PostType[] = ['question', 'article', 'link'];

/** What a scoped list (a tag's, an entity's) passes on to the create form. */
export interface CreateScope {
  tags?: string[];
  entities?: string[];
}

/** Every address Agora links to, each only when its page exists. */
export interface AgoraLinks {
  /** A tag's page, else the questions tagged with it. */
  tag(name: string): string;
  /** An entity's page, else the questions about it. */
  entity(entityRef: string): string;
  /** A person's page, else the questions they asked. */
  user(userRef: string): string;
  /** A post's page; undefined while its type has no page. */
  post(type: PostType, id: number): string | undefined;
  /** A post's edit page; undefined while there is none. */
  editPost(type: PostType, id: number): string | undefined;
  /** The list of a type's posts; undefined while there is none. */
  postList(type: PostType): string | undefined;
  /** The create form of a type, prefilled with `scope`; undefined while there is none. */
  createPost(type: PostType, scope?: CreateScope): string | undefined;
  /** The post types whose pages exist. */
  postTypes: PostType[];
  /** The questions list, where the index leads: always there. */
  home: string;
}

const withQuery = (path: string, entries: Array<[string, string]>) => {
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * The one place Agora builds links. Each target is derived from the route
 * table that `AgoraRouter` provides: while the tag, entity and user pages
 * do not exist their chips lead to the questions list filtered by them
 * (the list reads `tags`, `entities` and `author` from the URL), and posts
 * of types without pages are not linked at all. Adding a page to the table
 * switches the links to it.
 */
export function useAgoraLinks(): AgoraLinks {
  const routes = useAgoraPageRoutes();
  const base = useRouteRef(rootRouteRef)().replace(/\/$/, '');
  const exists = (href: string) =>
    pageExists(routes, href, base) ? href : undefined;

  // Hooks may not be called conditionally, so every ref is resolved up front.
  const refs = {
    view: {
      question: useRouteRef(questionRouteRef),
      article: useRouteRef(articleRouteRef),
      link: useRouteRef(linkRouteRef),
    },
    edit: {
      question: useRouteRef(editQuestionRouteRef),
      article: useRouteRef(editArticleRouteRef),
      link: useRouteRef(editLinkRouteRef),
    },
    list: {
      question: useRouteRef(questionsRouteRef),
      article: useRouteRef(articlesRouteRef),
      link: useRouteRef(linksRouteRef),
    },
    create: {
      question: useRouteRef(askRouteRef),
      article: useRouteRef(writeArticleRouteRef),
      link: useRouteRef(createLinkRouteRef),
    },
  };
  const tag = useRouteRef(tagRouteRef);
  const entity = useRouteRef(entityRouteRef);
  const user = useRouteRef(userRouteRef);
  const questions = refs.list.question();

  const post = (type: PostType, id: number) =>
    exists(refs.view[type]({ id: String(id) }));
  return {
    tag: name =>
      exists(tag({ tag: name })) ?? withQuery(questions, [['tags', name]]),
    entity: ref =>
      exists(entity({ entityRef: ref })) ??
      withQuery(questions, [['entities', ref]]),
    user: ref =>
      exists(user({ userRef: ref })) ?? withQuery(questions, [['author', ref]]),
    post,
    editPost: (type, id) => exists(refs.edit[type]({ id: String(id) })),
    postList: type => exists(refs.list[type]()),
    createPost: (type, scope = {}) => {
      const path = exists(refs.create[type]());
      if (!path) return undefined;
      return withQuery(path, [
        ...(scope.tags ?? []).map(t => ['tags', t] as [string, string]),
        ...(scope.entities ?? []).map(e => ['entity', e] as [string, string]),
      ]);
    },
    // A type has pages when its detail page exists; 0 is any id.
    home: questions,
    postTypes: POST_TYPES.filter(type => post(type, 0) !== undefined),
  };
}
