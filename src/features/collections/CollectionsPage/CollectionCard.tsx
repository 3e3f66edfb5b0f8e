import type { Collection } from '../../../api/types';
import type { ListView } from '../../../state/listFilters';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { DirectoryCard } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { isHeaderImageUrl } from '../../../components/Form/formValues';

/** A collection in the directory: header image, title, excerpt, counts, Follow. */
export function CollectionCard({
  collection,
  view,
}: {
  collection: Collection;
  view: ListView;
}) {
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
      counts={{
        questions: collection.questionsCount,
        articles: collection.articlesCount,
        links: collection.linksCount,
        followers: collection.followers,
      }}
      action={
        <FollowButton
          kind="collections"
          id={collection.id}
          name={collection.title}
          owner={collection.owner}
          compact
        />
      }
    />
  );
}
