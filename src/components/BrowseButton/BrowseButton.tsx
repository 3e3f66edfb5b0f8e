import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { LinkButton } from '../LinkButton';

/**
 * "Browse questions": the next step an empty list offers (favourites, a
 * collection without posts), leading to Agora's home.
 * @public
 */
export function BrowseButton() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  return (
    <LinkButton to={links.home} variant="outlined">
      {t('components.browse')}
    </LinkButton>
  );
}
