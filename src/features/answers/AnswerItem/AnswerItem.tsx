import { useState } from 'react';
import Button from '@material-ui/core/Button';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import CheckIcon from '@material-ui/icons/Check';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Answer } from '../../../api/types';
import { AuthorLink } from '../../../components/AuthorLink';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { MarkdownView } from '../../../components/MarkdownView';
import { RelativeTime } from '../../../components/RelativeTime';
import { agoraTranslationRef } from '../../../translation';
import { CommentList } from '../../comments/CommentList';
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
  /** The question's author or a moderator: may mark answers correct. */
  canMarkCorrect: boolean;
  /** The address points at this answer (`#answer_{id}`). */
  highlighted?: boolean;
}

/** One answer with its votes, correct mark, actions and comments. @public */
export function AnswerItem({
  answer,
  canMarkCorrect,
  highlighted,
}: AnswerItemProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [deleteAnswer, deletion] = useDeleteAnswerMutation();

  const confirmDelete = async (reason: string | undefined) => {
    setDeleteError(undefined);
    try {
      const ok = await deleteAnswer({
        postId: answer.postId,
        answerId: answer.id,
        reason,
      }).unwrap();
      if (ok) setDeleting(false);
      else setDeleteError(t('postPage.answers.deleteFailed'));
    } catch (e) {
      setDeleteError(errorMessage(e));
    }
  };

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
          <AnswerEditor answer={answer} onDone={() => setEditing(false)} />
        ) : (
          <MarkdownView content={answer.content} />
        )}
        <div className={classes.bar}>
          {canMarkCorrect && <CorrectToggle answer={answer} />}
          {answer.canEdit && !editing && (
            <Button size="small" onClick={() => setEditing(true)}>
              {t('postPage.answers.edit')}
            </Button>
          )}
          {answer.canDelete && !answer.correct && (
            <Button size="small" onClick={() => setDeleting(true)}>
              {t('postPage.answers.delete')}
            </Button>
          )}
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
          </Typography>
        </div>
        <CommentList
          comments={answer.comments ?? []}
          postId={answer.postId}
          answerId={answer.id}
        />
      </div>
      <DeleteDialog
        open={deleting}
        title={t('postPage.answers.deleteTitle')}
        message={t('postPage.answers.deleteMessage')}
        confirmLabel={t('postPage.answers.delete')}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(false);
          setDeleteError(undefined);
        }}
        pending={deletion.isLoading}
        error={deleteError}
      />
    </li>
  );
}
