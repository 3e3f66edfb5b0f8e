import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer, AnswersResponse } from '../../../api/types';
import { PostExcerpt } from '../../../components/PostExcerpt';
import {
  pageOffset,
  PagedList,
  useUrlPaging,
} from '../../../components/PagedList';
import { PAGE_SIZES } from '../../../state/listFilters';
import { RelativeTime } from '../../../components/RelativeTime';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { useQueryAnswersQuery } from '../../answers/answersApi';

const useStyles = makeStyles(theme => ({
  item: {
    padding: theme.spacing(1.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  answer: { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
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
    <div className={classes.answer}>
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
    </div>
  );
}

const select = (data: AnswersResponse) => ({
  items: data.answers,
  total: data.total,
});

/**
 * The person's answers, newest first, each naming its question; the page is
 * in the URL next to the tab (`?tab=answers&page=2`).
 * @public
 */
export function UserAnswersTab(props: { userRef: string; name: string }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const paging = useUrlPaging(PAGE_SIZES[0]);
  const result = useQueryAnswersQuery({
    author: props.userRef,
    orderBy: 'created',
    order: 'desc',
    limit: paging.pageSize,
    offset: pageOffset(paging),
  });
  return (
    <PagedList
      result={result}
      select={select}
      itemKey={answer => answer.id}
      paging={paging}
      label={t('users.answers.listLabel', { name: props.name })}
      empty={{ title: t('users.answers.empty', { name: props.name }) }}
      classes={{ item: classes.item }}
      renderItem={answer => <AnswerRow answer={answer} />}
    />
  );
}
