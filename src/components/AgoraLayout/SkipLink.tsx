import type { MouseEvent } from 'react';
import { makeStyles } from '@material-ui/core/styles';

const useStyles = makeStyles(theme => ({
  // In the header's cell of Backstage's page grid, taking no room in it.
  area: {
    gridArea: 'pageHeader',
    alignSelf: 'start',
    position: 'relative',
    height: 0,
    // Above the header, which stacks itself at 100.
    zIndex: theme.zIndex.appBar + 1,
  },
  // Out of sight until focused (but read by screen readers all along).
  link: {
    position: 'absolute',
    top: theme.spacing(1),
    left: theme.spacing(3),
    padding: theme.spacing(1, 2),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[4],
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium as number,
    whiteSpace: 'nowrap',
    transform: 'translateY(-300%)',
    '&:focus': {
      transform: 'none',
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
}));

/**
 * The first stop in Agora's page for keyboard users: a link past the header
 * and the section navigation to the element `targetId` names (focusable
 * with tabIndex -1), seen only while focused. It moves focus there itself
 * rather than following `#targetId`, so the address (whose hash may name
 * an answer) stays as it is.
 */
export function SkipLink({
  targetId,
  label,
}: {
  targetId: string;
  label: string;
}) {
  const classes = useStyles();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <div className={classes.area}>
      <a href={`#${targetId}`} className={classes.link} onClick={skip}>
        {label}
      </a>
    </div>
  );
}
