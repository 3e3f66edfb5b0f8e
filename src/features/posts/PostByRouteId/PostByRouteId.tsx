import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isAgoraApiError } from '../../../api/errors';
import type { Post, PostType } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { parseId } from '../../../utils/parseId';
import { useGetPostQuery } from '../postsApi';

/**
 * Loads the post of the route's `:id` for a page of one post type. Ids that
 * cannot exist and 404s show the not-found panel with `notFound`; a post of
 * another type is sent to `elsewhere(post)`, its own page (an article
 * opened as `/questions/5` goes to `/articles/5`), or is not found where no
 * page shows it.
 */
export function PostByRouteId(props: {
  type: PostType;
  notFound: string;
  elsewhere: (post: Post) => string | undefined;
  children: (post: Post) => ReactNode;
}) {
  const { type, notFound, elsewhere, children } = props;
  const params = useParams();
  const id = parseId(params.id);
  const result = useGetPostQuery(id ?? 0, { skip: id === undefined });

  const notFoundPanel = <NotFoundPanel description={notFound} />;
  if (id === undefined) return notFoundPanel;
  if (
    result.isError &&
    isAgoraApiError(result.error) &&
    result.error.status === 404
  ) {
    return notFoundPanel;
  }
  const post = result.data;
  if (post && post.type !== type) {
    const href = elsewhere(post);
    return href ? <Navigate to={href} replace /> : notFoundPanel;
  }
  return <QueryState result={result}>{children}</QueryState>;
}
