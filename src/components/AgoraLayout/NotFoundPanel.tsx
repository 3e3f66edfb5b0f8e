import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { EmptyPanel } from '../QueryState';

/**
 * What an unknown address or id shows, or a page the person may not open
 * (with its own `title`): a clear message and a way on, never a blank page.
 * @public
 */
export function NotFoundPanel({
  title,
  description,
}: {
  title?: string;
  description?: string;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  return (
    <EmptyPanel
      headingLevel={2}
      picture="notFound"
      title={title ?? t('state.notFoundTitle')}
      description={description ?? t('state.notFoundDescription')}
      action={<Link to={links.home}>{t('state.goToQuestions')}</Link>}
    />
  );
}
