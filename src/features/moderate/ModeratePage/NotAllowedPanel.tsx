import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { EmptyPanel } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';

/** What someone who is not a moderator sees at `/moderate`: why, and a way back. */
export function NotAllowedPanel() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  return (
    <EmptyPanel
      headingLevel={2}
      picture="notFound"
      title={t('moderate.notAllowed.title')}
      description={t('moderate.notAllowed.description')}
      action={<Link to={links.home}>{t('state.goToQuestions')}</Link>}
    />
  );
}
