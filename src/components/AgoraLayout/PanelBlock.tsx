import type { ReactNode } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';

export const usePanelStyles = makeStyles(theme => ({
  // Whole in one column when the panel sits below the main column.
  block: { marginBottom: theme.spacing(3), breakInside: 'avoid' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: { padding: theme.spacing(0.5, 0) },
}));

/** One titled block of the right panel. */
export function PanelBlock(props: { title: string; children: ReactNode }) {
  const classes = usePanelStyles();
  return (
    <div className={classes.block}>
      <Typography component="h2" variant="h6" gutterBottom>
        {props.title}
      </Typography>
      {props.children}
    </div>
  );
}
