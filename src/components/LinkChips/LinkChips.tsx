import { useId, type ElementType, type ReactElement } from 'react';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';

const useStyles = makeStyles(theme => ({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  chip: {
    cursor: 'pointer',
    maxWidth: '100%',
    // An outlined chip's own focus shade is faint; keyboard users need a ring.
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
}));

/** @public */
export interface LinkChipItem {
  key: string;
  label: string;
  to: string;
  /** Hover text, e.g. the full entity ref behind a short title. */
  title?: string;
  /** A decorative icon before the label, e.g. an entity's kind. */
  icon?: ReactElement;
}

/** @public */
export interface LinkChipsProps {
  items: LinkChipItem[];
  /** Accessible name of the list. */
  label: string;
  /** Shows the label before the chips and names the list by it. */
  showLabel?: boolean;
  size?: 'small' | 'medium';
  color?: 'default' | 'primary';
}

/** A named list of chips that are links (tags, entities). @public */
export function LinkChips({
  items,
  label,
  showLabel,
  size = 'small',
  color = 'default',
}: LinkChipsProps) {
  const classes = useStyles();
  const labelId = useId();
  if (items.length === 0) return null;
  const list = (
    <ul
      className={classes.list}
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
    >
      {items.map(item => (
        <li key={item.key}>
          <Chip
            // The chip renders as the link itself: one tab stop per item.
            // Cast: Chip's typings cannot merge its `label` with Link's props.
            component={Link as ElementType}
            title={item.title}
            to={item.to}
            label={item.label}
            icon={item.icon}
            size={size}
            color={color}
            variant="outlined"
            clickable
            // `clickable` makes Chip say role="button"; it is a real link.
            role={undefined}
            className={classes.chip}
          />
        </li>
      ))}
    </ul>
  );
  if (!showLabel) return list;
  return (
    <div className={classes.row}>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        color="textSecondary"
      >
        {label}
      </Typography>
      {list}
    </div>
  );
}
