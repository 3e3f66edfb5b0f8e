import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { isAgoraApiError } from '../../../api/errors';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { parseId } from '../../../utils/parseId';
import { useGetPostQuery } from '../../posts/postsApi';
import { QuestionView } from './QuestionView';

/**
 * `/questions/:id`: a question with its answers and comments. Unknown ids
 * show a not-found panel; an article or link id is sent to its own page.
 * @public
 */
export function QuestionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const params = useParams();
  const { hash } = useLocation();
  const links = useAgoraLinks();
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
    // An article or link id: its own page shows it, while that page exists.
    const href = links.post(post.type, post.id);
    return href ? <Navigate to={href + hash} replace /> : notFound;
  }
  return (
    <QueryState result={result}>
      {data => <QuestionView post={data} />}
    </QueryState>
  );
}
