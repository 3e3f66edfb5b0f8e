import IconButton from '@material-ui/core/IconButton';
import Tooltip from '@material-ui/core/Tooltip';
import { makeStyles } from '@material-ui/core/styles';
import StarIcon from '@material-ui/icons/Star';
import StarBorderIcon from '@material-ui/icons/StarBorder';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

const useStyles = makeStyles(theme => ({
  // Amber reads as "starred" on both light and dark paper.
  on: { color: theme.palette.warning.main },
}));

/** @public */
export interface FavoriteButtonProps {
  favorite: boolean;
  onToggle: () => void;
  /** A request is in flight: disabled so quick clicks do not overlap. */
  pending?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** Star toggle for a post's favourite flag. @public */
export function FavoriteButton({
  favorite,
  onToggle,
  pending,
  disabled,
  size = 'medium',
}: FavoriteButtonProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const label = favorite
    ? t('components.favorite.remove')
    : t('components.favorite.add');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size={size}
          aria-label={label}
          aria-pressed={favorite}
          disabled={disabled || pending}
          className={favorite ? classes.on : undefined}
          onClick={onToggle}
        >
          {favorite ? <StarIcon /> : <StarBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
