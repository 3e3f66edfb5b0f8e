import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useParams } from 'react-router-dom';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType, RevisionSummary } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout';
import { QueryState } from '../../../components/QueryState';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { parseId } from '../../../utils/parseId';
import { PostByRouteId } from '../../posts/PostByRouteId';
import { useGetRevisionsQuery, type RevisionSubject } from '../revisionsApi';
import { RestoreRevision } from './RestoreRevision';
import { RevisionComparison } from './RevisionComparison';
import { RevisionList } from './RevisionList';
import { useRevisionSelection } from './useRevisionSelection';

const useStyles = makeStyles(theme => ({
  header: { marginBottom: theme.spacing(2) },
  actions: { margin: theme.spacing(2, 0) },
}));

/** Whose history a page shows, in the words of its strings. */
type HistoryKind = PostType | 'answer';

interface HistoryProps {
  subject: RevisionSubject;
  kind: HistoryKind;
  /** The post's title, or "Answer to …". */
  title: string;
  /** The post's or answer's `canEdit`: restoring is editing. */
  canEdit: boolean;
  /** The post's page, or the answer's anchor on it. */
  returnTo: string;
}

/** The loaded history: the comparison, restore and the list. */
function Revisions(props: HistoryProps & { revisions: RevisionSummary[] }) {
  const { subject, revisions, canEdit, returnTo } = props;
  const classes = useStyles();
  const selection = useRevisionSelection(revisions);
  // The newest revision is the current version: nothing to restore.
  const older = selection.to !== revisions[0]?.revision;
  // The list comes first: a long diff would push it out of sight.
  return (
    <>
      <RevisionList
        revisions={revisions}
        selected={selection.to}
        onShow={selection.show}
      />
      {canEdit && older && (
        <div className={classes.actions}>
          <RestoreRevision
            subject={subject}
            revision={selection.to}
            returnTo={returnTo}
          />
        </div>
      )}
      <RevisionComparison
        subject={subject}
        revisions={revisions}
        selection={selection}
      />
    </>
  );
}

/** The history of one post or answer: revisions, a comparison, restore. */
function History(props: HistoryProps) {
  const { subject, kind, title, returnTo } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const result = useGetRevisionsQuery(subject);
  return (
    <>
      <div className={classes.header}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography variant="subtitle1" component="p" color="textSecondary">
          {t(`revisions.page.heading.${kind}`)}
        </Typography>
        {result.data && (
          <Typography variant="body2" color="textSecondary">
            {t('revisions.page.count', { count: result.data.total })}
          </Typography>
        )}
        <Link to={returnTo}>{t(`revisions.page.backTo.${kind}`)}</Link>
      </div>
      <QueryState result={result}>
        {data => <Revisions {...props} revisions={data.revisions} />}
      </QueryState>
    </>
  );
}

/**
 * `/questions/:id/history`, `/articles/:id/history`, `/links/:id/history`
 * and `/questions/:id/answers/:answerId/history`: one page for the history
 * of a post of `type` or, with `subject` `answer`, of one of its answers.
 * A post of another type is sent to its own history page.
 */
export function HistoryPage({
  type,
  subject = 'post',
}: {
  type: PostType;
  subject?: 'post' | 'answer';
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const links = useAgoraLinks();
  const params = useParams();
  const kind: HistoryKind = subject === 'answer' ? 'answer' : type;
  return (
    <PostByRouteId
      type={type}
      notFound={t(`revisions.page.notFound.${kind}`)}
      elsewhere={post =>
        subject === 'post' ? links.postHistory(post.type, post.id) : undefined
      }
    >
      {post => {
        const view = links.post(post.type, post.id) ?? links.home;
        if (subject === 'post') {
          return (
            <History
              subject={{ postId: post.id }}
              kind={kind}
              title={post.title}
              canEdit={Boolean(post.canEdit)}
              returnTo={view}
            />
          );
        }
        const answerId = parseId(params.answerId);
        const answer = post.answers?.find(a => a.id === answerId);
        if (!answer) {
          return (
            <NotFoundPanel description={t('revisions.page.notFound.answer')} />
          );
        }
        return (
          <History
            subject={{ postId: post.id, answerId: answer.id }}
            kind={kind}
            title={t('revisions.page.answerTo', { title: post.title })}
            canEdit={Boolean(answer.canEdit)}
            returnTo={`${view}#answer_${answer.id}`}
          />
        );
      }}
    </PostByRouteId>
  );
}
