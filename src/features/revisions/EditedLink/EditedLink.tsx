import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { AuthorLink } from '../../../components/AuthorLink';
import { RelativeTime } from '../../../components/RelativeTime';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';

export interface EditedLinkProps {
  /** The history page; unknown outside Agora's router, where "Edited" stays plain text. */
  href: string | undefined;
  /** When the post or answer was last edited. */
  updated: string;
  /** Who edited it last, when the API names them. */
  updatedBy?: string;
}

/**
 * "Edited <when> by <editor>" of a post's or answer's meta line, the word
 * "Edited" leading to its history.
 */
export function EditedLink({ href, updated, updatedBy }: EditedLinkProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const text = t('postPage.post.updated');
  return (
    <>
      {href ? (
        <Link to={href} title={t('revisions.editedLabel')}>
          {text}
        </Link>
      ) : (
        text
      )}{' '}
      <RelativeTime date={updated} />
      {updatedBy && (
        <>
          {' '}
          {t('postPage.post.by')}{' '}
          <AuthorLink author={updatedBy} href={links.user} hideAvatar />
        </>
      )}
    </>
  );
}
