import Button from '@material-ui/core/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';

/**
 * "Browse questions": the next step an empty list offers (favourites, a
 * collection without posts), leading to Agora's home.
 * @public
 */
export function BrowseButton() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  return (
    <Button
      component={RouterLink}
      // A link, not a button: MUI would otherwise add role="button".
      role={undefined}
      to={links.home}
      variant="outlined"
      color="primary"
    >
      {t('components.browse')}
    </Button>
  );
}
