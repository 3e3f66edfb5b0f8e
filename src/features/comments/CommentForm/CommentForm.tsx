import { useId, useState, type FormEvent } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import { LIMITS } from '../../../api/types';
import { useDraftForm } from '../../../components/Form';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  actions: {
    display: 'flex',
    gap: theme.spacing(1),
    marginTop: theme.spacing(1),
  },
}));

/** @public */
export interface CommentFormProps {
  /** The text to start from (editing); empty for a new comment. */
  initialValue?: string;
  /**
   * Keeps the text in the drafts slice under this id (see
   * {@link commentDraftId}), so it survives closing the form, leaving the
   * page and a reload; posting or Cancel throws it away. Without it the
   * text lives only while the form is shown (editing a comment).
   */
  draftId?: string;
  /** Names the button, e.g. "Add comment" or "Save". */
  submitLabel: string;
  /** Sends the text; a rejection is shown inline and the text is kept. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the text on mount (default): the person just asked to comment or edit. */
  focusOnMount?: boolean;
}

/**
 * The draft id of a new comment on a post or on one of its answers, one per
 * signed-in user, so someone else signing in on the same browser does not
 * find it.
 */
export function commentDraftId(
  target: { postId: number; answerId?: number },
  userRef: string,
): string {
  return target.answerId === undefined
    ? `comment:post:${target.postId}:${userRef}`
    : `comment:answer:${target.answerId}:${userRef}`;
}

/** The comment being written, as its draft holds it. */
const EMPTY_COMMENT = { content: '', images: [] as number[] };

/** Where the text lives, and how to empty it. */
interface CommentText {
  value: string;
  onChange: (value: string) => void;
  clear: () => void;
}

/**
 * The comment box: Agora's markdown editor, in its compact form, so
 * comments are written and previewed like everything else. Without image
 * upload: a comment is a remark of a line or two, and pictures belong in
 * the post or answer it comments on. The text is only cleared after a
 * successful submit or on Cancel.
 * @public
 */
export function CommentForm(props: CommentFormProps) {
  return props.draftId === undefined ? (
    <LocalCommentForm {...props} />
  ) : (
    <DraftCommentForm {...props} draftId={props.draftId} />
  );
}

function LocalCommentForm(props: CommentFormProps) {
  const [value, setValue] = useState(props.initialValue ?? '');
  return (
    <CommentFormView
      {...props}
      text={{ value, onChange: setValue, clear: () => setValue('') }}
    />
  );
}

function DraftCommentForm(props: CommentFormProps & { draftId: string }) {
  const draft = useDraftForm(props.draftId, EMPTY_COMMENT);
  const text: CommentText = {
    value: draft.values.content,
    // Emptied, nothing is left to keep: no draft opens an empty form later.
    onChange: value =>
      value ? draft.setField('content', value) : draft.discard(),
    clear: draft.discard,
  };
  return <CommentFormView {...props} text={text} />;
}

function CommentFormView(props: CommentFormProps & { text: CommentText }) {
  const { submitLabel, onSubmit, onCancel, text } = props;
  const { value } = text;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const editorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const content = value.trim();
    if (!content) {
      setError(t('postPage.comments.required'));
      return;
    }
    // The editor says it is too long; the text stays for shortening.
    if (value.length > LIMITS.commentMaxLength) {
      document.getElementById(editorId)?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onSubmit(content);
      text.clear();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <MarkdownEditor
        id={editorId}
        compact
        focusOnMount={props.focusOnMount ?? true}
        label={t('postPage.comments.label')}
        value={value}
        onChange={text.onChange}
        error={Boolean(error)}
        helperText={error && <span role="alert">{error}</span>}
        required
        maxLength={LIMITS.commentMaxLength}
      />
      <div className={classes.actions}>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          size="small"
          disabled={pending}
        >
          {pending ? t('postPage.comments.submitting') : submitLabel}
        </Button>
        {onCancel && (
          <Button
            size="small"
            onClick={() => {
              text.clear();
              onCancel();
            }}
            disabled={pending}
          >
            {t('postPage.comments.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
