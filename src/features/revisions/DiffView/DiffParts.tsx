import { makeStyles, fade, type Theme } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { agoraTranslationRef } from '../../../translation';
import type { DiffPart } from './diff';

// A tint of the theme's success or error colour under text in the theme's
// own text colour: the contrast is the text's on the paper, in light and
// dark themes alike. Underline and strike-through say it without colour.
const tint = (theme: Theme, colour: string) =>
  fade(colour, theme.palette.type === 'dark' ? 0.3 : 0.18);

const useStyles = makeStyles(theme => ({
  added: {
    backgroundColor: tint(theme, theme.palette.success.main),
    color: theme.palette.text.primary,
    textDecoration: 'underline',
    textDecorationColor: theme.palette.success.main,
  },
  removed: {
    backgroundColor: tint(theme, theme.palette.error.main),
    color: theme.palette.text.primary,
    textDecoration: 'line-through',
    textDecorationColor: theme.palette.error.main,
  },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  lines: {
    fontFamily: theme.typography.fontFamily,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    margin: 0,
    '& > *': { display: 'block', paddingLeft: theme.spacing(1) },
  },
  addedLine: { borderLeft: `4px solid ${theme.palette.success.main}` },
  removedLine: { borderLeft: `4px solid ${theme.palette.error.main}` },
  unchangedLine: { borderLeft: '4px solid transparent' },
}));

/**
 * One added or removed piece as `<ins>` / `<del>`, with its kind said in
 * words for screen readers, which announce neither element by default.
 */
export function DiffMark({
  part,
  className,
}: {
  part: DiffPart;
  className?: string;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  if (part.kind === 'unchanged')
    return <span className={className}>{part.value}</span>;
  const Tag = part.kind === 'added' ? 'ins' : 'del';
  return (
    <Tag className={[classes[part.kind], className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{t(`revisions.diff.${part.kind}`)} </VisuallyHidden>
      {part.value}
    </Tag>
  );
}

/** Text with its changes marked inline, as written (words mode, titles). */
export function InlineDiff({ parts }: { parts: DiffPart[] }) {
  const classes = useStyles();
  return (
    <div className={classes.text}>
      {parts.map((part, i) => (
        <DiffMark key={i} part={part} />
      ))}
    </div>
  );
}

/** Text with whole lines marked, for long content (lines mode). */
export function LinesDiff({ parts }: { parts: DiffPart[] }) {
  const classes = useStyles();
  const lineClass = {
    added: classes.addedLine,
    removed: classes.removedLine,
    unchanged: classes.unchangedLine,
  };
  return (
    <div className={classes.lines}>
      {parts.map((part, i) => (
        <DiffMark
          key={i}
          part={{ ...part, value: part.value.replace(/\n$/, '') }}
          className={lineClass[part.kind]}
        />
      ))}
    </div>
  );
}
