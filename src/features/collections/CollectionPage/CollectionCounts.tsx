import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Collection } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0, 2),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
}));

/** Posts by type and followers, as the collection page and cards show them. */
export function CollectionCounts({ collection }: { collection: Collection }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const counts = [
    t('postList.count.question', { count: collection.questionsCount }),
    t('postList.count.article', { count: collection.articlesCount }),
    t('postList.count.link', { count: collection.linksCount }),
    t('collections.page.followers', { count: collection.followers }),
  ];
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      component="ul"
      className={classes.list}
      aria-label={t('collections.page.countsLabel')}
    >
      {counts.map(text => (
        <li key={text}>{text}</li>
      ))}
    </Typography>
  );
}
