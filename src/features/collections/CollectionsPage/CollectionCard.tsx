import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Collection } from '../../../api/types';
import type { ListView } from '../../../state/listFilters';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { DirectoryCard } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { isHeaderImageUrl } from '../../posts/PostForm';

/** A collection in the directory: header image, title, excerpt, counts, Follow. */
export function CollectionCard({
  collection,
  view,
}: {
  collection: Collection;
  view: ListView;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const image = collection.headerImage;
  return (
    <DirectoryCard
      view={view}
      title={collection.title}
      href={links.collection(collection.id) ?? links.home}
      description={collection.description}
      media={
        image && isHeaderImageUrl(image) ? (
          // Decorative: the title below names the collection.
          <img src={image} alt="" loading="lazy" />
        ) : undefined
      }
      counts={[
        t('directory.counts.questions', { count: collection.questionsCount }),
        t('directory.counts.articles', { count: collection.articlesCount }),
        t('directory.counts.links', { count: collection.linksCount }),
        t('directory.counts.followers', { count: collection.followers }),
      ]}
      action={
        <FollowButton
          kind="collections"
          id={collection.id}
          name={collection.title}
          compact
        />
      }
    />
  );
}
