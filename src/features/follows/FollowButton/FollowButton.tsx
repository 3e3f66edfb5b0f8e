import Button from '@material-ui/core/Button';
import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import AddIcon from '@material-ui/icons/Add';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { sameRef, useSignedInUserRef } from '../../../hooks/useSignedInUserRef';
import { agoraTranslationRef } from '../../../translation';
import { useFollow, type FollowTarget } from './useFollow';

/** @public */
export type FollowButtonProps = FollowTarget & {
  /** What is followed, as the page shows it: "Follow {name}". */
  name: string;
  /** An icon with a tooltip (cards, rows, menus) instead of a labelled button (page headers). */
  compact?: boolean;
  /**
   * A plain text button among other text actions (a post's row of Edit,
   * Follow, Flag) instead of the contained button of page headers.
   */
  inline?: boolean;
  /** A collection's owner: the server refuses their follow, so they get no toggle. */
  owner?: string;
};

/**
 * The Follow toggle for a tag, entity, user, collection or post: pressed
 * when the person follows it, named "Follow {name}" / "Unfollow {name}". The
 * change shows at click time everywhere the item is cached (its follower
 * counts or a post's flag, the right panel's followed lists) and is undone
 * with an alert when the server refuses (see `useFollow`). Nobody can
 * follow themselves or their own collection, so the toggle is not shown on
 * the signed-in user, nor on a collection they own (unless they follow it
 * from before: it unfollows). Anyone may follow a post, their own too.
 *
 * ```tsx
 * <FollowButton kind="tags" id={tag.tag} name={tag.tag} />
 * <FollowButton kind="users" id={user.userRef} name={displayName} compact />
 * <FollowButton kind="posts" id={post.id} following={post.following}
 *   name={post.title} inline />
 * ```
 * @public
 */
export function FollowButton(props: FollowButtonProps) {
  const { name, compact, inline, owner, ...target } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const me = useSignedInUserRef();
  const { followed, loading, toggle } = useFollow(target);
  if (target.kind === 'users' && sameRef(me, target.id)) return null;
  if (owner && sameRef(me, owner) && !followed) return null;

  const label = followed
    ? t('follows.unfollow', { name })
    : t('follows.follow', { name });
  if (compact) {
    return (
      <Tooltip title={label}>
        {/* A disabled button fires no events; the span keeps the tooltip working. */}
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-pressed={followed}
            disabled={loading}
            color={followed ? 'primary' : 'default'}
            onClick={toggle}
          >
            {followed ? <CheckIcon /> : <AddIcon />}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  if (inline) {
    return (
      <Button
        size="small"
        color={followed ? 'primary' : 'default'}
        aria-label={label}
        aria-pressed={followed}
        disabled={loading}
        onClick={toggle}
      >
        {followed ? t('follows.unfollowShort') : t('follows.followShort')}
      </Button>
    );
  }
  return (
    <Button
      variant={followed ? 'outlined' : 'contained'}
      color="primary"
      aria-label={label}
      aria-pressed={followed}
      disabled={loading}
      startIcon={followed ? <CheckIcon aria-hidden /> : <AddIcon aria-hidden />}
      onClick={toggle}
    >
      {followed ? t('follows.unfollowShort') : t('follows.followShort')}
    </Button>
  );
}
