import { useMemo } from 'react';
import { useRouteRef } from '@backstage/core-plugin-api';
import type { PostType } from '../api/types';
import { agoraRouteRefs, type AgoraRouteId } from '../routes';
import { useRouteHref, type RouteHref } from './routeHrefs';

/** Every post type, in the order lists and menus show them. */
export const POST_TYPES: PostType[] = ['question', 'article', 'link'];

/** What a scoped list (a tag's, an entity's) passes on to the create form. */
export interface CreateScope {
  tags?: string[];
  entities?: string[];
  /** A question template the ask form starts from (`?template=`). */
  template?: number;
}

/** Every address Agora links to, each only when its page exists. */
export interface AgoraLinks {
  /** A tag's page (outside Agora's router, the questions tagged with it). */
  tag(name: string): string;
  /** An entity's page (outside Agora's router, the questions about it). */
  entity(entityRef: string): string;
  /** A person's page (outside Agora's router, the questions they asked). */
  user(userRef: string): string;
  /** A post's page; undefined where the pages are not known (outside Agora's router). */
  post(type: PostType, id: number): string | undefined;
  /** A post's edit page; undefined where the pages are not known. */
  editPost(type: PostType, id: number): string | undefined;
  /** A post's revision history; undefined where the pages are not known. */
  postHistory(type: PostType, id: number): string | undefined;
  /** An answer's revision history; undefined where the pages are not known. */
  answerHistory(postId: number, answerId: number): string | undefined;
  /** The list of a type's posts; undefined where the pages are not known. */
  postList(type: PostType): string | undefined;
  /**
   * The create form of a type, prefilled with `scope`; undefined where the
   * pages are not known. Buttons offer it through `useCreateLinks`, which
   * also asks whether the person may create.
   */
  createPost(type: PostType, scope?: CreateScope): string | undefined;
  /** A collection's page, its edit form, the list and the create form (offered through `useCreateLinks`); undefined where the pages are not known. */
  collection(id: number): string | undefined;
  editCollection(id: number): string | undefined;
  collections: string | undefined;
  createCollection: string | undefined;
  /** The post types whose pages are known: every type inside Agora's router. */
  postTypes: PostType[];
  /** The questions list, where the index leads: always there. */
  home: string;
}

const withQuery = (path: string, entries: Array<[string, string]>) => {
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
};

// The route ids (in the route table, `src/routes.ts`) of each post type's pages.
const POST_PAGES: Record<
  'view' | 'edit' | 'history' | 'list' | 'create',
  Record<PostType, AgoraRouteId>
> = {
  view: { question: 'question', article: 'article', link: 'link' },
  edit: { question: 'editQuestion', article: 'editArticle', link: 'editLink' },
  history: {
    question: 'questionHistory',
    article: 'articleHistory',
    link: 'linkHistory',
  },
  list: { question: 'questions', article: 'articles', link: 'links' },
  create: { question: 'ask', article: 'writeArticle', link: 'createLink' },
};

/**
 * The one place Agora builds links, each by looking its page up in the route
 * table that `AgoraRouter` provides: every post type's pages and the tag,
 * entity and user pages are in it. The questions list still reads `tags`,
 * `entities` and `author` from the URL, so those filtered lists keep
 * working. Adding a page to the table switches the links to it; outside
 * Agora's router no page is known and tags, entities and people fall back
 * to the filtered questions list.
 */
export function useAgoraLinks(): AgoraLinks {
  const href = useRouteHref();
  // The questions list is where the index leads and what every filter link
  // falls back to, so its ref is used even outside Agora's router.
  const questions = useRouteRef(agoraRouteRefs.questions)();
  // The same functions while the pages are the same, so memoised components
  // given them (tag chips, a post's parts) are not rendered again.
  return useMemo(() => links(href, questions), [href, questions]);
}

function links(href: RouteHref, questions: string): AgoraLinks {
  const post = (type: PostType, id: number) =>
    href(POST_PAGES.view[type], { id: String(id) });
  return {
    tag: name =>
      href('tag', { tag: name }) ?? withQuery(questions, [['tags', name]]),
    entity: ref =>
      href('entity', { entityRef: ref }) ??
      withQuery(questions, [['entities', ref]]),
    user: ref =>
      href('user', { userRef: ref }) ?? withQuery(questions, [['author', ref]]),
    post,
    editPost: (type, id) => href(POST_PAGES.edit[type], { id: String(id) }),
    postHistory: (type, id) =>
      href(POST_PAGES.history[type], { id: String(id) }),
    answerHistory: (postId, answerId) =>
      href('answerHistory', {
        id: String(postId),
        answerId: String(answerId),
      }),
    postList: type => href(POST_PAGES.list[type]),
    createPost: (type, scope = {}) => {
      const path = href(POST_PAGES.create[type]);
      if (!path) return undefined;
      return withQuery(path, [
        ...(scope.tags ?? []).map(t => ['tags', t] as [string, string]),
        ...(scope.entities ?? []).map(e => ['entity', e] as [string, string]),
        ...(scope.template !== undefined
          ? [['template', String(scope.template)] as [string, string]]
          : []),
      ]);
    },
    collection: id => href('collection', { id: String(id) }),
    editCollection: id => href('editCollection', { id: String(id) }),
    collections: href('collections'),
    createCollection: href('createCollection'),
    home: questions,
    // A type has pages when its detail page exists; 0 is any id.
    postTypes: POST_TYPES.filter(type => post(type, 0) !== undefined),
  };
}
