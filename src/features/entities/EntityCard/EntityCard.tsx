import type { EntityStats } from '../../../api/types';
import { EntityKindIcon } from '../../../components/EntityChips/entityKindIcons';
import type { CatalogPresentation } from '../../../hooks/catalogPresentation';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import type { ListView } from '../../../state/listFilters';
import { DirectoryCard } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { entityKindLabel, entityTitle } from '../entityNames';

/** @public */
export interface EntityCardProps {
  entity: EntityStats;
  /** The catalog's title, kind and description, read for the whole page at once. */
  catalog?: CatalogPresentation;
  view: ListView;
}

/** An entity in the entities directory: catalog title, kind, description, counts, Follow. @public */
export function EntityCard({ entity, catalog, view }: EntityCardProps) {
  const links = useAgoraLinks();
  const title = entityTitle(entity.entityRef, catalog);
  return (
    <DirectoryCard
      view={view}
      title={title}
      href={links.entity(entity.entityRef)}
      linkTitle={entity.entityRef}
      avatar={<EntityKindIcon entityRef={entity.entityRef} />}
      subtitle={entityKindLabel(entity.entityRef, catalog)}
      description={catalog?.description}
      counts={{ posts: entity.postsCount, followers: entity.followerCount }}
      action={
        <FollowButton
          kind="entities"
          id={entity.entityRef}
          name={title}
          compact
        />
      }
    />
  );
}
