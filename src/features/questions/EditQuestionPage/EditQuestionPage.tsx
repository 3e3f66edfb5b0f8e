import Typography from '@material-ui/core/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { isAgoraApiError } from '../../../api/errors';
import type { Post } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { EmptyPanel, QueryState } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { parseId } from '../../../utils/parseId';
import { useGetPostQuery } from '../../posts/postsApi';
import { EditQuestionForm } from './EditQuestionForm';

/** Said to everyone but the author and moderators, instead of a form they could not save. */
function NotAllowed({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const view = useAgoraLinks().post(post.type, post.id);
  return (
    <EmptyPanel
      headingLevel={2}
      title={t('postForm.edit.notAllowedTitle')}
      description={t('postForm.edit.notAllowedDescription')}
      action={
        view && <Link to={view}>{t('postForm.edit.backToQuestion')}</Link>
      }
    />
  );
}

/**
 * `/questions/:id/edit`: the question form with the current values. The
 * server's `canEdit` (author or moderator) decides who gets the form.
 * @public
 */
export function EditQuestionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const params = useParams();
  const links = useAgoraLinks();
  const id = parseId(params.id);
  const result = useGetPostQuery(id ?? 0, { skip: id === undefined });

  const notFound = <NotFoundPanel description={t('postForm.edit.notFound')} />;
  if (id === undefined) return notFound;
  if (
    result.isError &&
    isAgoraApiError(result.error) &&
    result.error.status === 404
  ) {
    return notFound;
  }
  const post = result.data;
  // An article or link id: its own section edits it, while that page exists.
  if (post && post.type !== 'question') {
    const href = links.editPost(post.type, post.id);
    return href ? <Navigate to={href} replace /> : notFound;
  }
  return (
    <QueryState result={result}>
      {data =>
        data.canEdit ? (
          <>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('postForm.edit.heading')}
            </Typography>
            <EditQuestionForm post={data} />
          </>
        ) : (
          <NotAllowed post={data} />
        )
      }
    </QueryState>
  );
}
