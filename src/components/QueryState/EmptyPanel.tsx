import type { ReactNode } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';

const useStyles = makeStyles(theme => ({
  root: {
    padding: theme.spacing(4, 2),
    textAlign: 'center',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.spacing(1.5),
  },
}));

/** @public */
export interface EmptyPanelProps {
  title: string;
  description?: string;
  /** The next step, e.g. a link to ask the first question. */
  action?: ReactNode;
  /**
   * Render the title as a heading of this level. Off by default: the panel
   * appears at different depths, and a fixed level would break heading order.
   */
  headingLevel?: 2 | 3;
}

/** Says that there is nothing here and what to do next. @public */
export function EmptyPanel({
  title,
  description,
  action,
  headingLevel,
}: EmptyPanelProps) {
  const classes = useStyles();
  return (
    <div className={classes.root}>
      <Typography
        variant="h6"
        component={headingLevel ? `h${headingLevel}` : 'p'}
      >
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="textSecondary">
          {description}
        </Typography>
      )}
      {action}
    </div>
  );
}
