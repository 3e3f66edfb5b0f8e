import Typography from '@material-ui/core/Typography';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post, PostType } from '../../../api/types';
import { EmptyPanel } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostByRouteId } from '../PostByRouteId';
import { EditPostForm } from './EditPostForm';

/** Said to everyone but the author and moderators, instead of a form they could not save. */
function NotAllowed({ post }: { post: Post }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const view = useAgoraLinks().post(post.type, post.id);
  return (
    <EmptyPanel
      headingLevel={2}
      title={t(`postForm.edit.notAllowedTitle.${post.type}`)}
      description={t('postForm.edit.notAllowedDescription')}
      action={
        view && <Link to={view}>{t(`postForm.edit.backTo.${post.type}`)}</Link>
      }
    />
  );
}

/**
 * `/questions/:id/edit`, `/articles/:id/edit`, `/links/:id/edit`: the post
 * form of `type` with the current values. The server's `canEdit` (author or
 * moderator) decides who gets the form; a post of another type is sent to
 * its own edit page.
 */
export function EditPostPage({ type }: { type: PostType }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  return (
    <PostByRouteId
      type={type}
      notFound={t(`postForm.edit.notFound.${type}`)}
      elsewhere={post => links.editPost(post.type, post.id)}
    >
      {data =>
        data.canEdit ? (
          <>
            <Typography variant="h5" component="h2" gutterBottom>
              {t(`postForm.edit.heading.${type}`)}
            </Typography>
            <EditPostForm post={data} />
          </>
        ) : (
          <NotAllowed post={data} />
        )
      }
    </PostByRouteId>
  );
}
