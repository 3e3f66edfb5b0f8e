import { useMemo } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { findMentions } from '../../api/types';
import { useMentionNames } from '../../hooks/useMentionNames';
import { markdownExcerpt } from '../../utils/markdownToText';

const useStyles = makeStyles({
  clamp: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

/** @public */
export interface PostExcerptProps {
  /** The post's markdown. */
  content: string;
  /** Characters kept before the ellipsis (default 200). */
  maxLength?: number;
  /** Lines shown before clipping visually (default 2). */
  lines?: number;
  className?: string;
}

/**
 * A plain-text preview of markdown content. Markup is stripped by a real
 * parser and the result is rendered as text, so nothing in a post can inject
 * HTML into lists. Mentions read as display names, or handles (`useMentionNames`).
 * @public
 */
export function PostExcerpt({
  content,
  maxLength = 200,
  lines = 2,
  className,
}: PostExcerptProps) {
  const classes = useStyles();
  const mentioned = useMemo(() => findMentions(content), [content]);
  const mentionName = useMentionNames(mentioned);
  const text = useMemo(
    () => markdownExcerpt(content, maxLength, mentionName),
    [content, maxLength, mentionName],
  );
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      className={[classes.clamp, className].filter(Boolean).join(' ')}
      style={{ WebkitLineClamp: lines }}
    >
      {text}
    </Typography>
  );
}
