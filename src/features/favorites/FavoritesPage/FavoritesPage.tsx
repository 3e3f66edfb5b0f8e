import Button from '@material-ui/core/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostList } from '../../postList/PostList';

/**
 * `/favorites`: the posts the reader starred, of every type, each row
 * saying its type. Nobody creates into this list, so it has no create
 * buttons.
 * @public
 */
export function FavoritesPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  return (
    <PostList
      listId="favorites"
      defaults={{ favorite: true }}
      createTypes={[]}
      empty={{
        title: t('postList.favorites.emptyTitle'),
        description: t('postList.favorites.emptyDescription'),
        action: (
          <Button
            component={RouterLink}
            role={undefined}
            to={links.home}
            variant="outlined"
            color="primary"
          >
            {t('postList.favorites.browse')}
          </Button>
        ),
      }}
    />
  );
}
