import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { isAgoraApiError } from '../../../api/errors';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import { usePostHref } from '../../posts/PostView';
import { useGetPostQuery } from '../../posts/postsApi';
import { QuestionView } from './QuestionView';

/** Post ids are positive integers; anything else cannot exist. */
function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/**
 * `/questions/:id`: a question with its answers and comments. Unknown ids
 * show a not-found panel; an article or link id is sent to its own page.
 * @public
 */
export function QuestionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const params = useParams();
  const { hash } = useLocation();
  const postHref = usePostHref();
  const id = parseId(params.id);
  const result = useGetPostQuery(id ?? 0, { skip: id === undefined });

  const notFound = (
    <NotFoundPanel description={t('postPage.question.notFound')} />
  );
  if (id === undefined) return notFound;
  if (
    result.isError &&
    isAgoraApiError(result.error) &&
    result.error.status === 404
  ) {
    return notFound;
  }
  const post = result.data;
  if (post && post.type !== 'question') {
    return <Navigate to={postHref(post.type, post.id) + hash} replace />;
  }
  return (
    <QueryState result={result}>
      {data => <QuestionView post={data} />}
    </QueryState>
  );
}
