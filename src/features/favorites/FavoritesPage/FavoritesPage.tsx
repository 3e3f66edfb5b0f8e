import Button from '@material-ui/core/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { POST_TYPES, useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { PostList } from '../../postList/PostList';

/**
 * `/favorites`: the posts the reader starred, of the types whose pages
 * exist ("favorite questions" while only questions have pages; see
 * docs/architecture.md, Links).
 * With every type's pages it mixes them, each row saying its type; the API
 * filters by one type or by none, so until then it shows the first type.
 * Nobody creates into this list, so it has no create buttons.
 * @public
 */
export function FavoritesPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const type =
    links.postTypes.length === POST_TYPES.length
      ? undefined
      : (links.postTypes[0] ?? 'question');
  return (
    <PostList
      listId="favorites"
      type={type}
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
