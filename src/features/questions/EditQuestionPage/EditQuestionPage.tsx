import Typography from '@material-ui/core/Typography';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { EmptyPanel } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostByRouteId } from '../../posts/PostByRouteId';
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
  const links = useAgoraLinks();
  return (
    <PostByRouteId
      type="question"
      notFound={t('postForm.edit.notFound')}
      // An article or link id: its own section edits it, while that page exists.
      elsewhere={post => links.editPost(post.type, post.id)}
    >
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
    </PostByRouteId>
  );
}
