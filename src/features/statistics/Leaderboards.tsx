import { useMemo } from 'react';
import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import EmojiEventsIcon from '@material-ui/icons/EmojiEvents';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  ANONYMOUS_AUTHOR,
  type RankingEntry,
  type RankingResponse,
} from '../../api/types';
import { AuthorLink } from '../../components/AuthorLink';
import { QueryState, type QueryStateResult } from '../../components/QueryState';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useAgoraLinks } from '../../hooks/useAgoraLinks';
import { useCatalogPresentations } from '../../hooks/useCatalogPresentations';
import type { CatalogPresentation } from '../../hooks/catalogPresentation';
import { sameRef } from '../../hooks/useSignedInUserRef';
import { agoraTranslationRef } from '../../translation';
import { PeriodPicker } from './PeriodPicker';
import { SummaryTiles } from './SummaryTiles';
import {
  useGetTopAnswerAuthorsQuery,
  useGetTopQuestionAuthorsQuery,
  useGetTopUpvotedAnswerAuthorsQuery,
  useGetTopUpvotedCorrectAnswerAuthorsQuery,
  useGetTopUpvotedPostAuthorsQuery,
  useGetUserImpactQuery,
} from './statisticsApi';
import {
  LEADERBOARD_PERIODS,
  rankingQueryOf,
  type LeaderboardPeriod,
} from './statisticsView';

/** What a board's totals count, as its messages name it. */
type BoardUnit = 'questions' | 'answers' | 'votes';
type BoardId =
  | 'mostQuestions'
  | 'mostAnswers'
  | 'topUpvotedPosts'
  | 'topUpvotedAnswers'
  | 'topCorrectAnswers';

// Medal colours are decoration: each medal also says its place in words.
const MEDALS: Record<number, { color: string; key: '1' | '2' | '3' }> = {
  1: { color: '#C9A227', key: '1' },
  2: { color: '#9EA3A8', key: '2' },
  3: { color: '#B0703C', key: '3' },
};

const useStyles = makeStyles(theme => ({
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(2),
  },
  heading: { marginBottom: theme.spacing(1) },
  impact: { marginBottom: theme.spacing(3) },
  boards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: theme.spacing(2),
  },
  board: { padding: theme.spacing(2) },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 0),
  },
  place: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.25),
    minWidth: theme.spacing(6),
    fontWeight: 600,
  },
  who: { flex: 1, minWidth: 0 },
  own: {
    marginTop: theme.spacing(1),
    paddingTop: theme.spacing(1),
    borderTop: `1px solid ${theme.palette.divider}`,
  },
}));

/** A place on a board: a medal with its place in words for the top three. */
function Place({ position }: { position: number }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const medal = MEDALS[position];
  if (!medal) return <span className={classes.place}>{position}</span>;
  return (
    <span className={classes.place}>
      <EmojiEventsIcon
        aria-hidden
        fontSize="small"
        style={{ color: medal.color }}
      />
      {t(`statistics.leaderboards.medal.${medal.key}`)}
      <VisuallyHidden>
        {`, ${t(`statistics.leaderboards.medalName.${medal.key}`)}`}
      </VisuallyHidden>
    </span>
  );
}

function Row(props: {
  entry: RankingEntry;
  unit: BoardUnit;
  names: Record<string, CatalogPresentation>;
}) {
  const { entry, unit, names } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  return (
    <>
      <Place position={entry.position} />
      <span className={classes.who}>
        <AuthorLink
          author={entry.author}
          displayName={names[entry.author]?.title}
          avatarUrl={names[entry.author]?.avatarUrl}
          href={links.user}
        />
      </span>
      <Typography component="span" variant="body2" color="textSecondary">
        {t(`statistics.leaderboards.totals.${unit}`, { count: entry.total })}
      </Typography>
    </>
  );
}

function Board(props: {
  id: BoardId;
  unit: BoardUnit;
  result: QueryStateResult<RankingResponse>;
  names: Record<string, CatalogPresentation>;
}) {
  const { id, unit, result, names } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const title = t(`statistics.leaderboards.boards.${id}`);
  const headingId = `agora-leaderboard-${id}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      className={classes.board}
      aria-labelledby={headingId}
    >
      <Typography
        variant="h6"
        component="h3"
        id={headingId}
        className={classes.heading}
      >
        {title}
      </Typography>
      <QueryState
        result={result}
        isEmpty={data => data.ranking.length === 0}
        empty={{ title: t('statistics.leaderboards.empty'), inline: true }}
      >
        {({ ranking, loggedUser }) => (
          <>
            <ol className={classes.list} aria-label={title}>
              {ranking.map(entry => (
                <li key={entry.author} className={classes.row}>
                  <Row entry={entry} unit={unit} names={names} />
                </li>
              ))}
            </ol>
            {loggedUser &&
              !ranking.some(entry =>
                sameRef(entry.author, loggedUser.author),
              ) && (
                <div
                  role="group"
                  aria-label={t('statistics.leaderboards.yourPosition')}
                  className={`${classes.row} ${classes.own}`}
                >
                  <Row entry={loggedUser} unit={unit} names={names} />
                </div>
              )}
          </>
        )}
      </QueryState>
    </Paper>
  );
}

/** "Your impact": views of the signed-in person's posts, all and last week's. */
function Impact() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const result = useGetUserImpactQuery();
  return (
    <section
      aria-labelledby="agora-statistics-impact"
      className={classes.impact}
    >
      <Typography
        variant="h6"
        component="h2"
        id="agora-statistics-impact"
        className={classes.heading}
      >
        {t('statistics.impact.title')}
      </Typography>
      <QueryState result={result}>
        {impact => (
          <SummaryTiles
            tiles={[
              {
                id: 'impact',
                label: t('statistics.impact.impact'),
                value: impact.impact,
                description: t('statistics.impact.impactHelp'),
              },
              {
                id: 'lastWeekImpact',
                label: t('statistics.impact.lastWeekImpact'),
                value: impact.lastWeekImpact,
                description: t('statistics.impact.lastWeekImpactHelp'),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}

/**
 * The statistics page's Leaderboards: "Your impact", the period picker and
 * the five boards, each with its own loading, empty and error state. The
 * catalog's names of everyone on any board are read in one batch.
 */
export function Leaderboards(props: {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
}) {
  const { period, onPeriodChange } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const query = rankingQueryOf(period);
  const boards: Array<{
    id: BoardId;
    unit: BoardUnit;
    result: QueryStateResult<RankingResponse>;
  }> = [
    {
      id: 'mostQuestions',
      unit: 'questions',
      result: useGetTopQuestionAuthorsQuery(query),
    },
    {
      id: 'mostAnswers',
      unit: 'answers',
      result: useGetTopAnswerAuthorsQuery(query),
    },
    {
      id: 'topUpvotedPosts',
      unit: 'votes',
      result: useGetTopUpvotedPostAuthorsQuery(query),
    },
    {
      id: 'topUpvotedAnswers',
      unit: 'votes',
      result: useGetTopUpvotedAnswerAuthorsQuery(query),
    },
    {
      id: 'topCorrectAnswers',
      unit: 'votes',
      result: useGetTopUpvotedCorrectAnswerAuthorsQuery(query),
    },
  ];
  // Anonymous rows are never looked up: not even a request may hint at who.
  const refsKey = boards
    .flatMap(({ result }) => [
      ...(result.data?.ranking ?? []),
      ...(result.data?.loggedUser ? [result.data.loggedUser] : []),
    ])
    .map(entry => entry.author)
    .filter(author => author !== ANONYMOUS_AUTHOR)
    .join('\n');
  const refs = useMemo(() => (refsKey ? refsKey.split('\n') : []), [refsKey]);
  const names = useCatalogPresentations(refs);

  return (
    <>
      <Impact />
      <div className={classes.controls}>
        <Typography variant="h6" component="h2">
          {t('statistics.leaderboards.title')}
        </Typography>
        <PeriodPicker
          periods={LEADERBOARD_PERIODS}
          value={period}
          onChange={onPeriodChange}
        />
      </div>
      <div className={classes.boards}>
        {boards.map(board => (
          <Board key={board.id} {...board} names={names} />
        ))}
      </div>
    </>
  );
}
