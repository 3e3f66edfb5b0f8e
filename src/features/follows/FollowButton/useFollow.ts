import { useRef, useState } from 'react';
import { useAgoraDispatch } from '../../../state/context';
import type { AgoraDispatch } from '../../../state/store';
import { sameRef } from '../../../hooks/useSignedInUserRef';
import {
  followsApi,
  useGetFollowedCollectionsQuery,
  useGetFollowedEntitiesQuery,
  useGetFollowedTagsQuery,
  useGetFollowedUsersQuery,
} from '../followsApi';

/**
 * What can be followed: a tag by name, an entity or user by ref, a
 * collection or post by id. A post says itself whether the caller follows
 * it (`Post.following`), as its followed list holds only a page. @public
 */
export type FollowTarget =
  | { kind: 'tags'; id: string }
  | { kind: 'entities'; id: string }
  | { kind: 'users'; id: string }
  | { kind: 'collections'; id: number }
  | { kind: 'posts'; id: number; following: boolean };

/** Sends the follow or unfollow of `target`; resolves when it settled. */
async function sendFollow(
  dispatch: AgoraDispatch,
  target: FollowTarget,
  follow: boolean,
) {
  const e = followsApi.endpoints;
  switch (target.kind) {
    case 'tags':
      await dispatch(
        (follow ? e.followTag : e.unfollowTag).initiate(target.id),
      );
      break;
    case 'entities':
      await dispatch(
        (follow ? e.followEntity : e.unfollowEntity).initiate(target.id),
      );
      break;
    case 'users':
      await dispatch(
        (follow ? e.followUser : e.unfollowUser).initiate(target.id),
      );
      break;
    case 'collections':
      await dispatch(
        (follow ? e.followCollection : e.unfollowCollection).initiate(
          target.id,
        ),
      );
      break;
    default:
      await dispatch(
        (follow ? e.followPost : e.unfollowPost).initiate(target.id),
      );
  }
}

/**
 * Whether the person follows `target`, read from that kind's followed list
 * (the other lists are skipped) or from a post's own flag, and the toggle.
 * The follow mutations patch the list and the follower counts (a post's
 * flag) at click time and undo them with an alert on failure
 * (`followsApi`); while a click is in flight its outcome is also shown
 * directly, so the toggle flips even where the cache cannot add the
 * followed row yet (a tag no list has loaded).
 */
export function useFollow(target: FollowTarget) {
  const dispatch = useAgoraDispatch();
  const { kind, id } = target;
  const options = (own: FollowTarget['kind']) => ({ skip: kind !== own });
  const tags = useGetFollowedTagsQuery(undefined, options('tags'));
  const entities = useGetFollowedEntitiesQuery(undefined, options('entities'));
  const users = useGetFollowedUsersQuery(undefined, options('users'));
  const collections = useGetFollowedCollectionsQuery(
    undefined,
    options('collections'),
  );
  const lists = { tags, entities, users, collections };

  let listed = false;
  if (kind === 'tags') listed = !!tags.data?.tags.some(t => t.tag === id);
  if (kind === 'entities')
    listed = !!entities.data?.entityRefs.some(ref => sameRef(ref, String(id)));
  if (kind === 'users')
    listed = !!users.data?.followedUserRefs.some(r => sameRef(r, String(id)));
  if (kind === 'collections')
    listed = !!collections.data?.collections.some(c => c.id === id);
  if (target.kind === 'posts') listed = target.following;

  // The outcome of the latest click while its request is in flight.
  const [pending, setPending] = useState<boolean>();
  const latest = useRef(0);
  const followed = pending ?? listed;

  const toggle = async () => {
    const next = !followed;
    const mine = ++latest.current;
    setPending(next);
    await sendFollow(dispatch, target, next);
    if (latest.current === mine) setPending(undefined);
  };

  return {
    followed,
    /** The followed list is still loading: the state is not known yet. */
    loading: kind !== 'posts' && lists[kind].isLoading,
    toggle,
  };
}
