import type { ReactNode } from 'react';
import Card from '@material-ui/core/Card';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { PostExcerpt } from '../../components/PostExcerpt';
import type { ListView } from '../../state/listFilters';
import { agoraTranslationRef } from '../../translation';
import type { directoryMessages } from './directoryMessages';

const useStyles = makeStyles(theme => ({
  card: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(2),
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: theme.spacing(1, 2),
    padding: theme.spacing(1.5, 2),
    // Lines hug their content; a wrapped row is as tall as what it shows.
    alignContent: 'flex-start',
  },
  // Wraps, so a wide action (Follow, Edit, Delete) drops below the name
  // instead of squeezing it to one letter per line.
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minWidth: 0,
  },
  rowMain: { flex: '1 1 280px', minWidth: 0 },
  names: { flex: '1 1 10em', minWidth: '8em' },
  // break-word, not anywhere: only a name longer than the line breaks, and
  // the name's narrowest width stays its longest word.
  title: { margin: 0, overflowWrap: 'break-word' },
  rowEnd: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    marginLeft: 'auto',
  },
  media: {
    margin: theme.spacing(-2, -2, 0),
    '& img': {
      display: 'block',
      width: '100%',
      height: 120,
      objectFit: 'cover',
    },
  },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5, 1.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  grow: { flex: 1 },
}));

type CountKey = keyof typeof directoryMessages.counts;

/** A count a directory card words: `posts`, `followers`, … @public */
export type DirectoryCount = CountKey extends infer K
  ? K extends `${infer Kind}_one`
    ? Kind
    : never
  : never;

/** @public */
export interface DirectoryCardProps {
  view: ListView;
  /** The name, linking to the item's page. */
  title: string;
  href: string;
  /** Hover text of the title link, e.g. the full entity ref. */
  linkTitle?: string;
  /** An avatar or icon before the name. */
  avatar?: ReactNode;
  /** A line under the name, e.g. an entity's kind. */
  subtitle?: ReactNode;
  /** Markdown or plain text; shown as a plain-text excerpt. */
  description?: string;
  /** The counts to show, in this order, worded by the card ("4 posts"). */
  counts: Partial<Record<DirectoryCount, number>>;
  /** A figure worded by the caller, shown before the counts (a reputation). */
  leadingCount?: string;
  /** The card's action, usually a compact `FollowButton`. */
  action?: ReactNode;
  /** A picture across the top of the grid card (a collection's header image). */
  media?: ReactNode;
}

/**
 * One item of a directory: a card in the grid, a row in the list, with the
 * same parts in both (name linking to the page, avatar, subtitle,
 * description excerpt, counts, action). Render it from `DirectoryList`'s
 * `renderItem`, which puts each item in its own list item.
 * @public
 */
export function DirectoryCard(props: DirectoryCardProps) {
  const { view, title, href, linkTitle, avatar, subtitle, description } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const names = (
    <div className={classes.names}>
      <Typography variant="subtitle1" component="h3" className={classes.title}>
        <Link to={href} title={linkTitle}>
          {title}
        </Link>
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="textSecondary" component="div">
          {subtitle}
        </Typography>
      )}
    </div>
  );
  const worded: string[] = Object.entries(props.counts).map(([kind, count]) =>
    t(`directory.counts.${kind as DirectoryCount}`, { count }),
  );
  if (props.leadingCount) worded.unshift(props.leadingCount);
  const counts = worded.length > 0 && (
    <ul className={classes.counts} aria-label={t('directory.countsLabel')}>
      {worded.map(count => (
        <Typography
          key={count}
          component="li"
          variant="body2"
          color="textSecondary"
        >
          {count}
        </Typography>
      ))}
    </ul>
  );

  if (view === 'list') {
    return (
      <Card variant="outlined" className={classes.row}>
        <div className={`${classes.top} ${classes.rowMain}`}>
          {avatar}
          <div className={classes.names}>
            {names}
            {description && <PostExcerpt content={description} lines={1} />}
          </div>
        </div>
        <div className={classes.rowEnd}>
          {counts}
          {props.action}
        </div>
      </Card>
    );
  }
  return (
    <Card variant="outlined" className={classes.card}>
      {props.media && <div className={classes.media}>{props.media}</div>}
      <div className={classes.top}>
        {avatar}
        {names}
        {props.action}
      </div>
      {description && <PostExcerpt content={description} lines={3} />}
      <div className={classes.grow} />
      {counts}
    </Card>
  );
}
