import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../../translation';

/**
 * The word "Edited" of a post's or answer's meta line, leading to its
 * history; plain text where the history page is not known (outside
 * Agora's router).
 */
export function EditedLink({ href }: { href: string | undefined }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const text = t('postPage.post.updated');
  return href ? (
    <Link to={href} title={t('revisions.editedLabel')}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}
