import type { HTMLAttributes } from 'react';
import { makeStyles } from '@material-ui/core/styles';

const useStyles = makeStyles({
  // Out of sight but still in the accessibility tree (display: none or
  // visibility: hidden would hide it from screen readers too).
  root: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** @public */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Text read by screen readers and never shown: what sighted people learn
 * from the layout (a mark, an icon, a new-tab link), said in words.
 * @public
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  const classes = useStyles();
  return (
    <span
      {...props}
      className={className ? `${classes.root} ${className}` : classes.root}
    />
  );
}
