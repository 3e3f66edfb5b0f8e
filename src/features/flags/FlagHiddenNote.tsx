import Typography from '@material-ui/core/Typography';
import Alert from '@material-ui/lab/Alert';
import { makeStyles } from '@material-ui/core/styles';
import HiddenIcon from '@material-ui/icons/VisibilityOffOutlined';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

const useStyles = makeStyles(theme => ({
  compact: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    margin: 0,
  },
  icon: { fontSize: theme.typography.body2.fontSize },
}));

/** @public */
export interface FlagHiddenNoteProps {
  /** A banner above a post, or one line on an answer or comment. */
  variant?: 'banner' | 'compact';
}

/**
 * Tells the author (and moderators, the only others who still read it)
 * that flags hid the item from other readers until a moderator reviews it.
 * Who flagged is never said. A standing note, not news: role="note".
 * @public
 */
export function FlagHiddenNote({ variant = 'banner' }: FlagHiddenNoteProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  if (variant === 'banner') {
    return (
      <Alert severity="warning" role="note" icon={<HiddenIcon />}>
        {t('flags.hiddenNote')}
      </Alert>
    );
  }
  return (
    <Typography
      role="note"
      component="p"
      variant="caption"
      color="textSecondary"
      className={classes.compact}
    >
      <HiddenIcon className={classes.icon} />
      {t('flags.hiddenNote')}
    </Typography>
  );
}
