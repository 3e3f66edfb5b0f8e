import type { ReactNode } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(2),
  },
  names: { flex: '1 1 240px', minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5, 2),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
}));

/** @public */
export interface SubjectHeaderProps {
  /** The page's heading: the tag, entity, person or collection. */
  title: string;
  /** An avatar or icon before the title. */
  avatar?: ReactNode;
  /** A line under the title: an entity's kind and ref, a collection's owner. */
  subtitle?: ReactNode;
  /** Counts already worded ("12 posts", "3 followers"). */
  counts?: string[];
  /** The `FollowButton`, first among the buttons. */
  follow?: ReactNode;
  /** More buttons: Edit, Delete, Ask / Write / Share. */
  actions?: ReactNode;
  /** Below the counts: the rendered description, experts, and the like. */
  children?: ReactNode;
}

/**
 * The head of a tag, entity, user or collection page: title with avatar,
 * a subtitle, the counts, Follow and the page's actions, then its
 * description. The title is the page's `h2` (the shell's header holds the `h1`).
 * @public
 */
export function SubjectHeader(props: SubjectHeaderProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const counts = props.counts ?? [];
  return (
    <div className={classes.root}>
      <div className={classes.top}>
        {props.avatar}
        <div className={classes.names}>
          <Typography variant="h4" component="h2" className={classes.title}>
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography variant="body2" color="textSecondary" component="div">
              {props.subtitle}
            </Typography>
          )}
        </div>
        {(props.follow || props.actions) && (
          <div className={classes.buttons}>
            {props.follow}
            {props.actions}
          </div>
        )}
      </div>
      {counts.length > 0 && (
        <ul className={classes.counts} aria-label={t('directory.countsLabel')}>
          {counts.map(count => (
            <Typography key={count} component="li" variant="body1">
              {count}
            </Typography>
          ))}
        </ul>
      )}
      {props.children}
    </div>
  );
}
