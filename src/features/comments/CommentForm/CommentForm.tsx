import { useId, useState, type FormEvent } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import { LIMITS } from '../../../api/types';
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
  /** Names the button, e.g. "Add comment" or "Save". */
  submitLabel: string;
  /** Sends the text; a rejection is shown inline and the text is kept. */
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The comment box: Agora's markdown editor, in its compact form, so
 * comments are written and previewed like everything else. Without image
 * upload: a comment is a remark of a line or two, and pictures belong in
 * the post or answer it comments on. The text is only cleared after a
 * successful submit.
 * @public
 */
export function CommentForm(props: CommentFormProps) {
  const { initialValue = '', submitLabel, onSubmit, onCancel } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [value, setValue] = useState(initialValue);
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
      setValue('');
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
        // The form opens when the person asks to comment or edit: type right away.
        focusOnMount
        label={t('postPage.comments.label')}
        value={value}
        onChange={setValue}
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
          <Button size="small" onClick={onCancel} disabled={pending}>
            {t('postPage.comments.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
