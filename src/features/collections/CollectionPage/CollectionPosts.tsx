import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Collection } from '../../../api/types';
import { BrowseButton } from '../../../components/BrowseButton';
import { EmptyPanel } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import { PostListItem } from '../../posts/PostListItem';
import {
  useMovePostInCollectionMutation,
  useRemovePostFromCollectionMutation,
} from '../collectionsApi';
import { RankMenu } from './RankMenu';

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  heading: { marginBottom: theme.spacing(1) },
}));

/**
 * A collection's posts in rank order, of every type with a type chip. For
 * its editors each row has a menu with the moves and the removal; both show
 * at click time and are settled by the server (see collectionsApi).
 */
export function CollectionPosts({ collection }: { collection: Collection }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [movePost] = useMovePostInCollectionMutation();
  const [removePost] = useRemovePostFromCollectionMutation();
  const posts = collection.posts ?? [];
  // Deleted posts (moderators see them) keep their place and do not move.
  const movable = posts.filter(p => p.status !== 'deleted').map(p => p.id);

  return (
    <section aria-labelledby="collection-posts-heading">
      <Typography
        id="collection-posts-heading"
        variant="h5"
        component="h3"
        className={classes.heading}
      >
        {t('collections.page.postsHeading')}
      </Typography>
      {posts.length === 0 ? (
        <EmptyPanel
          title={t('collections.page.emptyTitle')}
          description={
            collection.canEdit
              ? t('collections.page.emptyEditor')
              : t('collections.page.emptyReader')
          }
          action={<BrowseButton />}
        />
      ) : (
        <ol className={classes.list} aria-labelledby="collection-posts-heading">
          {posts.map(post => {
            const index = movable.indexOf(post.id);
            return (
              <PostListItem
                key={post.id}
                post={post}
                showType
                actions={
                  collection.canEdit && (
                    <RankMenu
                      title={post.title}
                      index={index < 0 ? undefined : index}
                      count={movable.length}
                      onMove={rank =>
                        movePost({ id: collection.id, postId: post.id, rank })
                      }
                      onRemove={() =>
                        removePost({ id: collection.id, postId: post.id })
                      }
                    />
                  )
                }
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}
