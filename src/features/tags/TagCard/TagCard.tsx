import LocalOfferOutlinedIcon from '@material-ui/icons/LocalOfferOutlined';
import type { Tag } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import type { ListView } from '../../../state/listFilters';
import { DirectoryCard } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';

/** @public */
export interface TagCardProps {
  tag: Tag;
  view: ListView;
}

/** A tag in the tags directory: name, description excerpt, counts, Follow. @public */
export function TagCard({ tag, view }: TagCardProps) {
  const links = useAgoraLinks();
  return (
    <DirectoryCard
      view={view}
      title={tag.tag}
      href={links.tag(tag.tag)}
      avatar={<LocalOfferOutlinedIcon color="action" aria-hidden />}
      description={tag.description}
      counts={{ posts: tag.postsCount, followers: tag.followerCount }}
      action={<FollowButton kind="tags" id={tag.tag} name={tag.tag} compact />}
    />
  );
}
