import type { ElementType } from 'react';
import Chip from '@material-ui/core/Chip';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';

const useStyles = makeStyles(theme => ({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  chip: { cursor: 'pointer', maxWidth: '100%' },
}));

/** @public */
export interface LinkChipItem {
  key: string;
  label: string;
  to: string;
  /** Hover text, e.g. the full entity ref behind a short title. */
  title?: string;
}

/** @public */
export interface LinkChipsProps {
  items: LinkChipItem[];
  /** Accessible name of the list. */
  label: string;
  size?: 'small' | 'medium';
}

/** A named list of chips that are links (tags, entities). @public */
export function LinkChips({ items, label, size = 'small' }: LinkChipsProps) {
  const classes = useStyles();
  if (items.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label}>
      {items.map(item => (
        <li key={item.key}>
          <Chip
            // The chip renders as the link itself: one tab stop per item.
            // Cast: Chip's typings cannot merge its `label` with Link's props.
            component={Link as ElementType}
            title={item.title}
            to={item.to}
            label={item.label}
            size={size}
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
}
