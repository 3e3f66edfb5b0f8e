import type { ReactNode } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../translation';

const useStyles = makeStyles(theme => ({
  // The anchor sits beside the heading, not inside it, so the heading's
  // accessible name stays its own text (as on GitHub).
  root: {
    display: 'flex',
    alignItems: 'baseline',
    gap: theme.spacing(1),
    '&:hover $anchor': { opacity: 1 },
  },
  anchor: {
    opacity: 0,
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    '&:focus': { opacity: 1 },
  },
}));

/** @public */
export interface HeadingWithAnchorProps {
  /** The element's level, after `rehypeShiftHeadings`. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** The level written in the markdown, which sets its size. */
  writtenLevel?: number;
  /** The sanitised id (prefixed with `user-content-`); no id, no anchor. */
  id?: string;
  /** The heading's text, naming the anchor link. */
  text: string;
  /** Kept from the content; the only one the sanitiser allows is `sr-only`. */
  className?: string;
  children?: ReactNode;
}

/**
 * Whether a heading gets a `#` anchor: it has an id and is not visually
 * hidden (the footnotes' label). Headings without one are no sections.
 */
export function hasHeadingAnchor(
  id: string | undefined,
  className: string | undefined,
): id is string {
  return Boolean(id) && !className?.split(' ').includes('sr-only');
}

/**
 * A rendered markdown heading with a focusable "#" link to itself, so a
 * section can be linked to. Rendered from the sanitised tree, so the href
 * is exactly the id the sanitiser kept.
 * @public
 */
export function HeadingWithAnchor(props: HeadingWithAnchorProps) {
  const { level, writtenLevel, id, text, className, children } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const Heading = `h${level}` as const;
  if (!hasHeadingAnchor(id, className)) {
    return (
      <Heading id={id} className={className} data-md-level={writtenLevel}>
        {children}
      </Heading>
    );
  }
  return (
    <div className={classes.root}>
      <Heading id={id} className={className} data-md-level={writtenLevel}>
        {children}
      </Heading>
      <a
        href={`#${id}`}
        className={classes.anchor}
        aria-label={t('components.markdown.headingAnchor', { heading: text })}
      >
        #
      </a>
    </div>
  );
}
