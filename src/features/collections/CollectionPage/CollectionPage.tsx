import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import { FollowButton } from '../../follows/FollowButton';
import { useRoutedCollection } from '../useRoutedCollection';
import { CollectionHeader } from './CollectionHeader';
import { CollectionPosts } from './CollectionPosts';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(4) },
}));

/**
 * `/collections/:id`: the collection's header and its posts in rank order.
 * Ids that cannot exist and 404s show the not-found panel.
 * @public
 */
export function CollectionPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { result, notFound } = useRoutedCollection();
  if (notFound) {
    return <NotFoundPanel description={t('collections.page.notFound')} />;
  }
  return (
    <QueryState result={result}>
      {collection => (
        <div className={classes.root}>
          <CollectionHeader
            collection={collection}
            follow={
              <FollowButton
                kind="collections"
                id={collection.id}
                name={collection.title}
                owner={collection.owner}
              />
            }
          />
          <CollectionPosts collection={collection} />
        </div>
      )}
    </QueryState>
  );
}
