import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Post } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    gap: theme.spacing(1),
    color: theme.palette.text.secondary,
  },
  column: {
    flexDirection: 'column',
    alignItems: 'stretch',
    // Wide enough for "✓ 12 answers", so titles line up from row to row.
    minWidth: theme.spacing(14),
    flexShrink: 0,
  },
  row: { flexDirection: 'row', flexWrap: 'wrap' },
  stat: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.25, 0.75),
    borderRadius: theme.shape.borderRadius,
    border: '1px solid transparent',
    whiteSpace: 'nowrap',
  },
  number: { fontWeight: theme.typography.fontWeightBold as number },
  // No answer yet: outlined so people looking for questions to answer spot it.
  unanswered: {
    borderColor: theme.palette.warning.main,
    color: theme.palette.text.primary,
  },
  correct: {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  icon: { fontSize: '1rem' },
}));

interface StatOptions {
  className?: string;
  /** Hover text, for counters whose short form needs explaining. */
  title?: string;
  /** Shows the check mark of an answered question. */
  correct?: boolean;
}

/** @public */
export interface PostStatsProps {
  post: Post;
  /** Stacked beside a row, or inline in a card. */
  layout?: 'column' | 'row';
}

/**
 * A post's counters. Each is one image-role element named with the full
 * phrase ("3 votes"), so screen readers read the phrase, not the bare number.
 * @public
 */
export function PostStats({ post, layout = 'column' }: PostStatsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const stat = (
    label: string,
    value: number,
    short: string,
    options: StatOptions = {},
  ) => (
    <Typography
      component="span"
      variant="body2"
      role="img"
      aria-label={label}
      title={options.title}
      className={[classes.stat, options.className].filter(Boolean).join(' ')}
    >
      {options.correct && <CheckIcon className={classes.icon} />}
      <span className={classes.number}>{value}</span> {short}
    </Typography>
  );
  const answers = post.correctAnswer ? 'answersCorrect' : 'answers';
  let answersClass: string | undefined;
  if (post.answersCount === 0) answersClass = classes.unanswered;
  else if (post.correctAnswer) answersClass = classes.correct;
  const answersOptions: StatOptions = {
    correct: post.correctAnswer,
    className: answersClass,
  };
  const viewed = t('postList.item.views', { count: post.views });

  return (
    <div className={`${classes.root} ${classes[layout]}`}>
      {post.score < 0
        ? stat(
            t('postList.item.votesNegative', { score: String(post.score) }),
            post.score,
            t('postList.item.votesShortNegative'),
          )
        : stat(
            t('postList.item.votes', { count: post.score }),
            post.score,
            t('postList.item.votesShort', { count: post.score }),
          )}
      {post.type === 'question' &&
        stat(
          t(`postList.item.${answers}`, { count: post.answersCount }),
          post.answersCount,
          t('postList.item.answersShort', { count: post.answersCount }),
          answersOptions,
        )}
      {post.type === 'link' &&
        stat(
          t('postList.item.clicks', { count: post.clicks }),
          post.clicks,
          t('postList.item.clicksShort', { count: post.clicks }),
        )}
      {stat(
        viewed,
        post.views,
        t('postList.item.viewsShort', { count: post.views }),
        {
          title: viewed,
        },
      )}
    </div>
  );
}
