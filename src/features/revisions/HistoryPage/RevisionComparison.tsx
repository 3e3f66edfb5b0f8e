import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { RevisionSummary } from '../../../api/types';
import { FilterSelect } from '../../../components/FilterSelect';
import { QueryState } from '../../../components/QueryState';
import { agoraTranslationRef } from '../../../translation';
import { DiffView } from '../DiffView';
import { useGetRevisionQuery, type RevisionSubject } from '../revisionsApi';
import type { RevisionSelection } from './useRevisionSelection';

const useStyles = makeStyles(theme => ({
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    margin: theme.spacing(2, 0),
  },
  note: { marginBottom: theme.spacing(2) },
}));

/**
 * "Compare revision … with revision …" and the diff of the two: the
 * selection's `from` (or nothing, for a first version) against its `to`.
 */
export function RevisionComparison(props: {
  subject: RevisionSubject;
  revisions: RevisionSummary[];
  selection: RevisionSelection;
}) {
  const { subject, revisions, selection } = props;
  const { from, to } = selection;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const after = useGetRevisionQuery({ ...subject, revision: to });
  const before = useGetRevisionQuery(
    from ? { ...subject, revision: from } : skipToken,
  );
  const options = revisions.map(
    r =>
      [
        String(r.revision),
        t('revisions.page.revision', { revision: String(r.revision) }),
      ] as const,
  );
  return (
    <section aria-label={t('revisions.compare.heading')}>
      <div className={classes.controls}>
        <FilterSelect
          id="revision-from"
          label={t('revisions.compare.from')}
          value={String(from)}
          onChange={value => selection.compare(Number(value), to)}
          options={[...options, ['0', t('revisions.compare.none')]]}
        />
        <FilterSelect
          id="revision-to"
          label={t('revisions.compare.to')}
          value={String(to)}
          onChange={value => selection.compare(from, Number(value))}
          options={options}
        />
      </div>
      <Typography variant="h6" component="h3" className={classes.note}>
        {from
          ? t('revisions.compare.title', { from: String(from), to: String(to) })
          : t('revisions.compare.firstVersion', { to: String(to) })}
      </Typography>
      <QueryState result={after}>
        {data =>
          from ? (
            <QueryState result={before}>
              {old => (
                // A new pair starts in the mode that suits its length.
                <DiffView key={`${from}:${to}`} before={old} after={data} />
              )}
            </QueryState>
          ) : (
            <DiffView key={`0:${to}`} after={data} />
          )
        }
      </QueryState>
    </section>
  );
}
