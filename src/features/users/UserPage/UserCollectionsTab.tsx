import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { QueryState } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { LIMITS } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { useGetCollectionsQuery } from '../../collections/collectionsApi';

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
}));

/** The collections the person owns, newest first, one row each. @public */
export function UserCollectionsTab(props: { userRef: string; name: string }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  // People own a handful of collections: one page of the largest size.
  const result = useGetCollectionsQuery({
    owner: props.userRef,
    orderBy: 'created',
    order: 'desc',
    limit: LIMITS.maxPageSize,
  });
  return (
    <QueryState
      result={result}
      isEmpty={data => data.collections.length === 0}
      empty={{ title: t('users.collections.empty', { name: props.name }) }}
    >
      {data => (
        <ul
          className={classes.list}
          aria-label={t('users.collections.listLabel', { name: props.name })}
        >
          {data.collections.map(collection => {
            const href = links.collection(collection.id);
            return (
              <li key={collection.id} className={classes.item}>
                <Typography variant="subtitle1" component="h3">
                  {href ? (
                    <Link to={href}>{collection.title}</Link>
                  ) : (
                    collection.title
                  )}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('directory.counts.posts', {
                    count: collection.postsCount,
                  })}
                  {' · '}
                  {t('directory.counts.followers', {
                    count: collection.followers,
                  })}
                </Typography>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
