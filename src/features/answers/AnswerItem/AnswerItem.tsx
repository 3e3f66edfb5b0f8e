import { useState } from 'react';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer } from '../../../api/types';
import { ActionsMenu } from '../../../components/ActionsMenu';
import { useFlagAction } from '../../flags/FlagDialog';
import { FlagHiddenNote } from '../../flags/FlagHiddenNote';
import { useResolveFlagsOnSave } from '../../flags/useResolveFlagsOnSave';
import { AuthorLink } from '../../../components/AuthorLink';
import {
  DeleteDialog,
  useReasonedDelete,
} from '../../../components/DeleteDialog';
import { MarkdownView } from '../../../components/MarkdownView';
import { RelativeTime } from '../../../components/RelativeTime';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { agoraTranslationRef } from '../../../translation';
import { CommentList } from '../../comments/CommentList';
import { EditedLink } from '../../revisions/EditedLink';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { useDeleteAnswerMutation } from '../answersApi';
import { AnswerEditor } from './AnswerEditor';
import { AnswerVoting } from './AnswerVoting';
import { CorrectToggle } from './CorrectToggle';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    gap: theme.spacing(2),
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: '2px solid transparent',
    borderBottom: `1px solid ${theme.palette.divider}`,
    // Room under a sticky app header when jumped to via #answer_{id}.
    scrollMarginTop: theme.spacing(10),
  },
  correct: { borderLeft: `4px solid ${theme.palette.success.main}` },
  highlighted: {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.action.selected,
  },
  votes: { flexShrink: 0 },
  main: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  meta: {
    marginLeft: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
  },
}));

/** @public */
export interface AnswerItemProps {
  answer: Answer;
  /** The address points at this answer (`#answer_{id}`). */
  highlighted?: boolean;
}

/** One answer with its votes, correct mark, actions and comments. @public */
export function AnswerItem({ answer, highlighted }: AnswerItemProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  // Opened from the Flags tab's Edit: in the editor, and saving resolves
  // the answer's flags (cancelling leaves them open).
  const flagged = useResolveFlagsOnSave('answer', answer.id);
  const [editing, setEditing] = useState(
    () => flagged.pending && Boolean(answer.canEdit),
  );
  const open = !useInDeletedPost();
  // Someone else's live answer may be flagged (docs/api.md, "Flags").
  const flag = useFlagAction({
    kind: 'answer',
    id: answer.id,
    postId: answer.postId,
  });
  const flaggable = open && !answer.own && answer.status !== 'deleted';
  const [deleteAnswer, deletion] = useDeleteAnswerMutation();
  const deleting = useReasonedDelete({
    remove: reason =>
      deleteAnswer({
        postId: answer.postId,
        answerId: answer.id,
        reason,
      }).unwrap(),
    failedMessage: t('postPage.answers.deleteFailed'),
  });

  // Answers belong to questions; without a question page there is no address.
  const question = links.post('question', answer.postId);
  const address = question && `${question}#answer_${answer.id}`;

  const rootClass = [
    classes.root,
    answer.correct && classes.correct,
    highlighted && classes.highlighted,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      id={`answer_${answer.id}`}
      className={rootClass}
      aria-current={highlighted ? 'location' : undefined}
    >
      <div className={classes.votes}>
        <AnswerVoting answer={answer} />
      </div>
      <div className={classes.main}>
        {answer.flagHidden && <FlagHiddenNote variant="compact" />}
        {answer.correct && (
          <div>
            <Chip
              size="small"
              color="primary"
              icon={<CheckIcon />}
              label={t('postPage.answers.correct')}
            />
          </div>
        )}
        {editing ? (
          <AnswerEditor
            answer={answer}
            onSaved={() => flagged.saved({ stay: true })}
            onDone={() => setEditing(false)}
          />
        ) : (
          <MarkdownView content={answer.content} />
        )}
        <div className={classes.bar}>
          {/* The server says who decides (docs/api.md, "Answers"): the
              asker marks; the asker or a moderator unmarks. */}
          {(answer.correct ? answer.canUnmark : answer.canMarkCorrect) &&
            open && <CorrectToggle answer={answer} />}
          <ActionsMenu
            subject="answer"
            copyUrl={address}
            onEdit={
              answer.canEdit && open && !editing
                ? () => setEditing(true)
                : undefined
            }
            // The server refuses to delete the correct answer.
            onDelete={
              answer.canDelete && open && !answer.correct
                ? deleting.start
                : undefined
            }
            actions={flaggable ? [flag.action] : undefined}
          />
          {flaggable && flag.element}
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            className={classes.meta}
          >
            {/* One message with both parts, so each language orders them. */}
            {t('postPage.answers.byline', {
              when: <RelativeTime date={answer.created} />,
              author: (
                <AuthorLink
                  author={answer.author}
                  anonymous={answer.anonymous}
                  own={answer.own}
                  href={links.user}
                />
              ),
            })}
            {answer.updated && (
              <>
                {' · '}
                <EditedLink
                  href={links.answerHistory(answer.postId, answer.id)}
                  updated={answer.updated}
                  updatedBy={answer.updatedBy}
                />
              </>
            )}
          </Typography>
        </div>
        <CommentList
          comments={answer.comments ?? []}
          postId={answer.postId}
          answerId={answer.id}
          postUrl={question}
        />
      </div>
      <DeleteDialog
        title={t('postPage.answers.deleteTitle')}
        message={t('postPage.answers.deleteMessage')}
        confirmLabel={t('postPage.answers.delete')}
        {...deleting.dialog}
        pending={deletion.isLoading}
      />
    </li>
  );
}
