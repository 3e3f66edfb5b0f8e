import { useState } from 'react';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer } from '../../../api/types';
import { PostExcerpt } from '../../../components/PostExcerpt';
import { QueryState } from '../../../components/QueryState';
import { RelativeTime } from '../../../components/RelativeTime';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { type PageSize } from '../../../state/listFilters';
import { agoraTranslationRef } from '../../../translation';
import { useQueryAnswersQuery } from '../../answers/answersApi';
import { PostListPagination } from '../../postList/PostList/PostListPagination';

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    padding: theme.spacing(1.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
  },
  title: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  meta: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5) },
}));

/** One answer: its question's title leading to the answer, an excerpt, score and time. */
function AnswerRow({ answer }: { answer: Answer }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const question = links.post('question', answer.postId);
  const title =
    answer.postTitle ??
    t('users.answers.question', { id: String(answer.postId) });
  return (
    <li className={classes.item}>
      <div className={classes.title}>
        <Typography variant="subtitle1" component="h3">
          {question ? (
            <Link to={`${question}#answer_${answer.id}`}>{title}</Link>
          ) : (
            title
          )}
        </Typography>
        {answer.correct && (
          <Chip
            size="small"
            color="primary"
            icon={<CheckIcon aria-hidden />}
            label={t('users.answers.correct')}
          />
        )}
        {answer.anonymous && (
          <Chip
            size="small"
            variant="outlined"
            label={t('users.answers.anonymous')}
          />
        )}
      </div>
      <PostExcerpt content={answer.content} lines={2} />
      <Typography
        variant="body2"
        color="textSecondary"
        className={classes.meta}
      >
        <span>{t('components.vote.score', { count: answer.score })}</span>
        <span>
          {t('users.answers.answered')} <RelativeTime date={answer.created} />
        </span>
      </Typography>
    </li>
  );
}

/** The person's answers, newest first, each naming its question. @public */
export function UserAnswersTab(props: { userRef: string; name: string }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const result = useQueryAnswersQuery({
    author: props.userRef,
    orderBy: 'created',
    order: 'desc',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return (
    <QueryState
      result={result}
      isEmpty={data => data.total === 0 && data.answers.length === 0}
      empty={{ title: t('users.answers.empty', { name: props.name }) }}
    >
      {data => (
        <>
          <ul
            className={classes.list}
            aria-label={t('users.answers.listLabel', { name: props.name })}
          >
            {data.answers.map(answer => (
              <AnswerRow key={answer.id} answer={answer} />
            ))}
          </ul>
          <PostListPagination
            total={data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={size => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </QueryState>
  );
}
