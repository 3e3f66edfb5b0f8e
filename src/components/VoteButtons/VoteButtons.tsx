import { useId } from 'react';
import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import ArrowDropUpIcon from '@material-ui/icons/ArrowDropUp';
import ArrowDropDownIcon from '@material-ui/icons/ArrowDropDown';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { VoteValue } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { VisuallyHidden } from '../VisuallyHidden';

const useStyles = makeStyles(theme => ({
  root: { display: 'inline-flex', alignItems: 'center' },
  vertical: { flexDirection: 'column' },
  score: {
    minWidth: theme.spacing(3),
    textAlign: 'center',
    fontWeight: theme.typography.fontWeightBold as number,
  },
  pressed: { color: theme.palette.primary.main },
}));

const TOOLTIP_DELAY_MS = 500;

/** @public */
export type VoteDirection = 'up' | 'down';

/** @public */
export interface VoteButtonsProps {
  score: number;
  /** The signed-in user's vote: 1 up, -1 down, none when absent. */
  ownVote?: VoteValue;
  onVote: (direction: VoteDirection) => void;
  /** Called when the user clicks the direction they already voted. */
  onRemove: () => void;
  /** A request is in flight: buttons are disabled to avoid overlapping votes. */
  pending?: boolean;
  /** Why voting is not possible (e.g. own post); disables the buttons and explains. */
  disabledReason?: string;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * Up/down vote control with the score between the buttons. Each button is a
 * toggle (`aria-pressed`); pressing the active one removes the vote.
 * @public
 */
export function VoteButtons(props: VoteButtonsProps) {
  const { score, ownVote, onVote, onRemove, pending, disabledReason } = props;
  const { orientation = 'vertical' } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const reasonId = useId();
  const disabled = Boolean(pending || disabledReason);

  const button = (direction: VoteDirection) => {
    const pressed = ownVote === (direction === 'up' ? 1 : -1);
    const label =
      direction === 'up' ? t('components.vote.up') : t('components.vote.down');
    const Icon = direction === 'up' ? ArrowDropUpIcon : ArrowDropDownIcon;
    const control = (
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={pressed}
        aria-describedby={disabledReason ? reasonId : undefined}
        disabled={disabled}
        className={pressed ? classes.pressed : undefined}
        onClick={() => (pressed ? onRemove() : onVote(direction))}
      >
        <Icon fontSize="large" />
      </IconButton>
    );
    // A disabled button fires no events, so the tooltip needs a wrapper.
    // Beside the control, never over the score it changes; the delay keeps
    // a quick click from flashing it at all.
    return (
      <Tooltip
        title={disabledReason ?? label}
        placement={orientation === 'vertical' ? 'right' : 'top'}
        enterDelay={TOOLTIP_DELAY_MS}
        enterNextDelay={TOOLTIP_DELAY_MS}
      >
        <span>{control}</span>
      </Tooltip>
    );
  };

  return (
    <div
      className={`${classes.root} ${orientation === 'vertical' ? classes.vertical : ''}`}
    >
      {button('up')}
      <Typography component="span" className={classes.score} aria-hidden>
        {score}
      </Typography>
      {/* Announced when the score changes (e.g. optimistic update or rollback). */}
      <VisuallyHidden role="status">
        {score < 0
          ? t('components.vote.negativeScore', { score: String(score) })
          : t('components.vote.score', { count: score })}
      </VisuallyHidden>
      {button('down')}
      {disabledReason && (
        <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      )}
    </div>
  );
}
