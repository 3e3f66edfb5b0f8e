import { Fragment } from 'react';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { SearchOutcome } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  root: { marginBottom: theme.spacing(1.5) },
  corrected: {
    fontStyle: 'italic',
    fontWeight: theme.typography.fontWeightBold as number,
  },
}));

/** A word as compared: case and punctuation aside ("Pool," is "pool"). */
const wordOf = (token: string) =>
  token.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The corrected search with the words the server changed emphasised, so
 * "pgbouncr pool" → "pgbouncer pool" stresses "pgbouncer" only. Text
 * nodes only: both queries are what people typed.
 */
function CorrectedQuery({
  typed,
  corrected,
}: {
  typed: string;
  corrected: string;
}) {
  const classes = useStyles();
  const typedWords = new Set(typed.split(/\s+/).map(wordOf));
  const tokens = corrected.split(/(\s+)/);
  const changed = (token: string) =>
    token.trim() !== '' && !typedWords.has(wordOf(token));
  // A change the words do not show (case, spacing) stresses the whole query.
  const whole = !tokens.some(changed);
  return (
    <>
      {tokens.map((token, index) =>
        whole || changed(token) ? (
          <em key={index} className={classes.corrected}>
            {token}
          </em>
        ) : (
          <Fragment key={index}>{token}</Fragment>
        ),
      )}
    </>
  );
}

/** @public */
export interface SearchOutcomeNoticeProps {
  /** How the server answered the search; nothing shows without it. */
  outcome?: SearchOutcome;
  /** The search as the person typed it. */
  query: string;
}

/**
 * Above a search's results, when they are not for every word as typed:
 * the corrected spelling they are for, or that they have only some of the
 * words. A status region, so screen readers hear it without losing focus.
 * @public
 */
export function SearchOutcomeNotice({
  outcome,
  query,
}: SearchOutcomeNoticeProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  let notice = null;
  if (outcome?.correctedQuery) {
    notice = (
      <>
        <Typography variant="body1">
          {t('postList.search.corrected', {
            query: (
              <CorrectedQuery
                typed={query}
                corrected={outcome.correctedQuery}
              />
            ),
          })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('postList.search.correctedNoMatch', { query })}
        </Typography>
      </>
    );
  } else if (outcome?.someWords) {
    notice = (
      <Typography variant="body2" color="textSecondary">
        {t('postList.search.someWords')}
      </Typography>
    );
  }
  // The region stays while the list searches, so a new outcome is announced.
  return (
    <div role="status" className={notice ? classes.root : undefined}>
      {notice}
    </div>
  );
}
