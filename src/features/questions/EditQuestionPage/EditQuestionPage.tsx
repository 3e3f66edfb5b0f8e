import Typography from '@material-ui/core/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { isAgoraApiError } from '../../../api/errors';
import type { Post } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { EmptyPanel, QueryState } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import { useGetPostQuery } from '../../posts/postsApi';
import { usePostHref, usePostLinks } from '../../posts/PostView';
import { EditQuestionForm } from './EditQuestionForm';

/** Post ids are positive integers; anything else cannot exist. */
function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** Said to everyone but the author and moderators, instead of a form they could not save. */
function NotAllowed({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = usePostLinks(post);
  return (
    <EmptyPanel
      headingLevel={2}
      title={t('postForm.edit.notAllowedTitle')}
      description={t('postForm.edit.notAllowedDescription')}
      action={<Link to={links.view}>{t('postForm.edit.backToQuestion')}</Link>}
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
  const postHref = usePostHref();
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
  // An article or link id: its own section edits it.
  if (post && post.type !== 'question') {
    return <Navigate to={`${postHref(post.type, post.id)}/edit`} replace />;
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
