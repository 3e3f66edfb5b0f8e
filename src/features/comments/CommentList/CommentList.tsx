import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Comment } from '../../../api/types';
import { useCanComment } from '../../../hooks/useCanComment';
import { useInDeletedPost } from '../../../hooks/useDeletedPost';
import { sameRef, useSignedInUserRef } from '../../../hooks/useSignedInUserRef';
import { useAgoraSelector } from '../../../state/context';
import { selectHasDraft } from '../../../state/draftsSlice';
import { agoraTranslationRef } from '../../../translation';
import { NotAllowedNote } from '../../permissions/NotAllowedNote';
import { CommentForm, commentDraftId } from '../CommentForm';
import { CommentItem } from './CommentItem';
import { useCommentActions } from './useCommentActions';

const useStyles = makeStyles(theme => ({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  add: { marginTop: theme.spacing(1) },
}));

/** @public */
export interface CommentListProps {
  comments: Comment[];
  postId: number;
  /** Set for the comments of an answer; absent for the post's own. */
  answerId?: number;
  /** Accessible name of the list, e.g. "Comments on the answer by Jane". */
  label?: string;
  /** The post's address, for each comment's link; the current page's by default. */
  postUrl?: string;
}

/**
 * The comments under a post or an answer, with a form to add one unless the
 * post is deleted or the backend says the signed-in person may not comment
 * on it (`useCanComment`); then the post's own list says so once, and the
 * answers' lists say nothing more.
 * @public
 */
export function CommentList({
  comments,
  postId,
  answerId,
  label,
  postUrl,
}: CommentListProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const actions = useCommentActions(postId, answerId);
  const [adding, setAdding] = useState(false);
  const { pathname } = useLocation();
  const deleted = useInDeletedPost();
  const canComment = useCanComment();
  const me = useSignedInUserRef();
  // Kept per user like an answer's draft, so a reload loses nothing; a
  // draft left here opens the form with it.
  const draftId = me && commentDraftId({ postId, answerId }, me);
  const hasDraft = useAgoraSelector(
    state => draftId !== undefined && selectHasDraft(state, draftId),
  );

  return (
    <div>
      {comments.length > 0 && (
        <ul
          className={classes.list}
          aria-label={label ?? t('postPage.comments.listLabel')}
        >
          {comments.map(comment => (
            <CommentItem
              key={comment.id}
              comment={comment}
              actions={actions}
              pageUrl={postUrl ?? pathname}
              own={sameRef(me, comment.author)}
            />
          ))}
        </ul>
      )}
      {!deleted && !canComment && answerId === undefined && (
        <div className={classes.add}>
          <NotAllowedNote>{t('permissions.comment')}</NotAllowedNote>
        </div>
      )}
      {!deleted && canComment && (
        <div className={classes.add}>
          {adding || hasDraft ? (
            <CommentForm
              draftId={draftId}
              // Not for a draft found on arrival: focus follows a click.
              focusOnMount={adding}
              submitLabel={t('postPage.comments.submit')}
              onSubmit={async content => {
                await actions.add(content);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button
              size="small"
              color="primary"
              onClick={() => setAdding(true)}
            >
              {t('postPage.comments.add')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
