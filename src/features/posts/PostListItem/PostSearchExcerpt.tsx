import { Fragment } from 'react';
import Typography from '@material-ui/core/Typography';
import { alpha, makeStyles } from '@material-ui/core/styles';
import type { ExcerptPart } from '../../../api/types';

const useStyles = makeStyles(theme => ({
  clamp: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  // A tint under text in the theme's own text colour, as the diff view's:
  // the contrast is the text's on the paper, in light and dark themes
  // alike; the weight says it without colour.
  match: {
    backgroundColor: alpha(
      theme.palette.warning.main,
      theme.palette.type === 'dark' ? 0.3 : 0.25,
    ),
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightMedium as number,
    borderRadius: 2,
    padding: '0 1px',
  },
}));

/** @public */
export interface PostSearchExcerptProps {
  /** The server's excerpt of a search result (`Post.excerpt`). */
  parts: ExcerptPart[];
  /** Lines shown before clipping visually (default 2). */
  lines?: number;
}

/**
 * A search result's excerpt: the text around the words searched for, those
 * words marked. The server sends plain text; it is rendered as text nodes,
 * so nothing in a post can inject HTML.
 * @public
 */
export function PostSearchExcerpt({
  parts,
  lines = 2,
}: PostSearchExcerptProps) {
  const classes = useStyles();
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      className={classes.clamp}
      style={{ WebkitLineClamp: lines }}
    >
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className={classes.match}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Typography>
  );
}
