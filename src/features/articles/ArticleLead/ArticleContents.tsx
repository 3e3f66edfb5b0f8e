import type { MouseEvent } from 'react';
import Link from '@material-ui/core/Link';
import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../../translation';
import type { MarkdownHeading } from '../../../components/MarkdownView';

/** Shorter articles read fine without a table of contents. */
export const MIN_CONTENTS_ENTRIES = 3;

const useStyles = makeStyles(theme => ({
  root: { padding: theme.spacing(1.5, 2) },
  list: { margin: theme.spacing(0.5, 0, 0), paddingLeft: 0, listStyle: 'none' },
  item: { padding: theme.spacing(0.25, 0) },
}));

/**
 * A long article's table of contents: one link per heading to the
 * heading's own anchor. Following one scrolls the heading into view, moves
 * the focus there and puts its anchor in the address.
 */
export function ArticleContents({ headings }: { headings: MarkdownHeading[] }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  if (headings.length < MIN_CONTENTS_ENTRIES) return null;
  const top = Math.min(...headings.map(h => h.level));

  const jump = (event: MouseEvent, id: string) => {
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // Focus follows, so keyboard and screen reader users land there too.
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    navigate({ search, hash: id }, { preventScrollReset: true });
  };

  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={t('postPage.article.contents')}
      className={classes.root}
    >
      <Typography variant="subtitle2" component="p" aria-hidden>
        {t('postPage.article.contents')}
      </Typography>
      <ul className={classes.list}>
        {headings.map(heading => (
          <li
            key={heading.id}
            className={classes.item}
            style={{ marginLeft: `${(heading.level - top) * 1.25}rem` }}
          >
            <Link href={`#${heading.id}`} onClick={e => jump(e, heading.id)}>
              {heading.text}
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
