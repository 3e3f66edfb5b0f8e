import type { ReactNode } from 'react';
import { makeStyles } from '@material-ui/core/styles';

const useStyles = makeStyles(theme => ({
  helper: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
  },
  counter: {
    marginLeft: 'auto',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
}));

/**
 * A text field's helper line with a live length counter at its end (e.g.
 * "12/255"): the message (help or error) on the left, the count right.
 */
export function CountedHelperText(props: {
  message: ReactNode;
  counter: string;
  /** A longer wording of the counter, shown on hover. */
  counterTitle?: string;
}) {
  const classes = useStyles();
  return (
    <span className={classes.helper}>
      <span>{props.message}</span>
      {/* Read apart from the message; a flex container shows no space. */}{' '}
      <span className={classes.counter} title={props.counterTitle}>
        {props.counter}
      </span>
    </span>
  );
}
