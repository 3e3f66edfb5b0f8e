import { memo } from 'react';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  useGetFollowedCollectionsQuery,
  useGetFollowedEntitiesQuery,
  useGetFollowedPostsQuery,
  useGetFollowedTagsQuery,
  useGetFollowedUsersQuery,
} from '../../features/follows/followsApi';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { AuthorLink } from '../AuthorLink';
import { EntityChips } from '../EntityChips';
import { QueryState } from '../QueryState';
import { TagChips } from '../TagChips';
import { PanelBlock, usePanelStyles } from './PanelBlock';
import { PanelPostLinks, useStableBlocks } from './PanelQuestions';

// A vote on a followed post patches its row; the titles stay as they were.
const PostLinks = memo(PanelPostLinks);

/**
 * The posts the person follows, latest activity first: the first page of
 * them (the Following filter of a list finds the rest).
 */
export function FollowedPosts() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const result = useGetFollowedPostsQuery();
  const [posts] = useStableBlocks([result.data?.posts ?? []]);
  return (
    <PanelBlock title={t('rightPanel.followedPosts')}>
      <QueryState
        result={result}
        isEmpty={data => data.posts.length === 0}
        empty={{ title: t('rightPanel.noFollowedPosts'), inline: true }}
      >
        {() => (
          <PostLinks posts={posts!} label={t('rightPanel.followedPosts')} />
        )}
      </QueryState>
    </PanelBlock>
  );
}

/** The tags the person follows, each leading to its questions. */
export function FollowedTags() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const result = useGetFollowedTagsQuery();
  return (
    <PanelBlock title={t('rightPanel.followedTags')}>
      <QueryState
        result={result}
        isEmpty={data => data.tags.length === 0}
        empty={{ title: t('rightPanel.noFollowedTags'), inline: true }}
      >
        {data => (
          <TagChips
            tags={data.tags.map(tag => tag.tag)}
            href={links.tag}
            label={t('rightPanel.followedTags')}
          />
        )}
      </QueryState>
    </PanelBlock>
  );
}

/** The catalog entities the person follows, by their catalog titles. */
export function FollowedEntities() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const result = useGetFollowedEntitiesQuery();
  return (
    <PanelBlock title={t('rightPanel.followedEntities')}>
      <QueryState
        result={result}
        isEmpty={data => data.entityRefs.length === 0}
        empty={{ title: t('rightPanel.noFollowedEntities'), inline: true }}
      >
        {data => (
          <EntityChips
            entities={data.entityRefs}
            href={links.entity}
            label={t('rightPanel.followedEntities')}
          />
        )}
      </QueryState>
    </PanelBlock>
  );
}

/** The people the person follows, by their display names. */
export function FollowedUsers() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = usePanelStyles();
  const links = useAgoraLinks();
  const result = useGetFollowedUsersQuery();
  return (
    <PanelBlock title={t('rightPanel.followedUsers')}>
      <QueryState
        result={result}
        isEmpty={data => data.followedUserRefs.length === 0}
        empty={{ title: t('rightPanel.noFollowedUsers'), inline: true }}
      >
        {data => (
          <ul
            className={classes.list}
            aria-label={t('rightPanel.followedUsers')}
          >
            {data.followedUserRefs.map(ref => (
              <li key={ref} className={classes.item}>
                <AuthorLink author={ref} href={links.user} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </PanelBlock>
  );
}

/** The collections the person follows, each leading to its page. */
export function FollowedCollections() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = usePanelStyles();
  const links = useAgoraLinks();
  const result = useGetFollowedCollectionsQuery();
  return (
    <PanelBlock title={t('rightPanel.followedCollections')}>
      <QueryState
        result={result}
        isEmpty={data => data.collections.length === 0}
        empty={{ title: t('rightPanel.noFollowedCollections'), inline: true }}
      >
        {data => (
          <ul
            className={classes.list}
            aria-label={t('rightPanel.followedCollections')}
          >
            {data.collections.map(collection => (
              <li key={collection.id} className={classes.item}>
                <Link to={links.collection(collection.id) ?? links.home}>
                  {collection.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </PanelBlock>
  );
}
