import { useId } from 'react';
import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { RevisionSummary } from '../../../api/types';
import { AuthorLink } from '../../../components/AuthorLink';
import { RelativeTime } from '../../../components/RelativeTime';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    padding: theme.spacing(1),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  current: { backgroundColor: theme.palette.action.selected },
  text: { flex: 1, minWidth: 200 },
}));

/** The revisions, newest first: who, when, why, and a way to see the change. */
export function RevisionList(props: {
  revisions: RevisionSummary[];
  selected: number;
  onShow: (revision: number) => void;
}) {
  const { revisions, selected, onShow } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('revisions.page.revisionsLabel')}
      </Typography>
      <ol className={classes.list} aria-labelledby={headingId}>
        {revisions.map(r => {
          const label = t('revisions.page.revision', {
            revision: String(r.revision),
          });
          const current = r.revision === selected;
          return (
            <li
              key={r.revision}
              className={`${classes.item} ${current ? classes.current : ''}`}
              aria-current={current ? 'true' : undefined}
            >
              <div className={classes.text}>
                <Typography variant="subtitle2" component="h4">
                  {label}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('revisions.page.byline', {
                    when: <RelativeTime date={r.created} />,
                    author: (
                      <AuthorLink
                        author={r.author}
                        href={links.user}
                        hideAvatar
                      />
                    ),
                  })}
                </Typography>
                <Typography variant="body2">
                  {r.summary || (
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                    >
                      {t('revisions.page.noSummary')}
                    </Typography>
                  )}
                </Typography>
              </div>
              {current ? (
                <Typography variant="body2" color="textSecondary">
                  {t('revisions.page.shown')}
                </Typography>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onShow(r.revision)}
                >
                  {t('revisions.page.show', { revision: String(r.revision) })}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
