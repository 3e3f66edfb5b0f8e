import LocalOfferOutlinedIcon from '@material-ui/icons/LocalOfferOutlined';
import { makeStyles } from '@material-ui/core/styles';
import type { Tag } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import type { ListView } from '../../../state/listFilters';
import { DirectoryCard } from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { TagActions } from '../TagActions';
import { TagExperts } from '../TagExperts';

const useStyles = makeStyles(theme => ({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
}));

/** @public */
export interface TagCardProps {
  tag: Tag;
  view: ListView;
  /** Show the experts, Edit and Delete too (the moderator area). */
  manage?: boolean;
}

/** A tag in the tags directory: name, description excerpt, counts, Follow. @public */
export function TagCard({ tag, view, manage }: TagCardProps) {
  const classes = useStyles();
  const links = useAgoraLinks();
  const follow = (
    <FollowButton kind="tags" id={tag.tag} name={tag.tag} compact />
  );
  return (
    <DirectoryCard
      view={view}
      title={tag.tag}
      href={links.tag(tag.tag)}
      avatar={<LocalOfferOutlinedIcon color="action" aria-hidden />}
      subtitle={manage ? <TagExperts experts={tag.experts ?? []} /> : undefined}
      description={tag.description}
      counts={{ posts: tag.postsCount, followers: tag.followerCount }}
      action={
        manage ? (
          <div className={classes.actions}>
            {follow}
            <TagActions tag={tag} named />
          </div>
        ) : (
          follow
        )
      }
    />
  );
}
