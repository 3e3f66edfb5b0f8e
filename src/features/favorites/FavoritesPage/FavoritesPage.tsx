import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { BrowseButton } from '../../../components/BrowseButton';
import { agoraTranslationRef } from '../../../translation';
import { PostList } from '../../posts/PostList';

/**
 * `/favorites`: the posts the reader starred, of every type, each row
 * saying its type. Nobody creates into this list, so it has no create
 * buttons.
 * @public
 */
export function FavoritesPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <PostList
      listId="favorites"
      defaults={{ favorite: true }}
      createTypes={[]}
      empty={{
        title: t('postList.favorites.emptyTitle'),
        description: t('postList.favorites.emptyDescription'),
        action: <BrowseButton />,
      }}
    />
  );
}
