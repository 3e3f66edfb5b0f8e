import { useCallback, useState, type FormEvent } from 'react';
import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import { LIMITS, type Answer } from '../../../api/types';
import {
  EditSummaryField,
  editSummaryOf,
  editSummaryTooLong,
} from '../../../components/Form';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';
import { useUploadImage } from '../../../hooks/useUploadImage';
import { useUpdateAnswerMutation } from '../answersApi';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
  actions: { display: 'flex', gap: theme.spacing(1) },
}));

interface AnswerEditorProps {
  answer: Answer;
  /** Called after a successful save and on cancel. */
  onDone: () => void;
  /** After a successful save, before `onDone`. */
  onSaved?: () => void;
}

/** Edits an answer in place; a failed save keeps the text and says why. */
export function AnswerEditor({ answer, onDone, onSaved }: AnswerEditorProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const [value, setValue] = useState(answer.content);
  const [images, setImages] = useState<number[]>(answer.images);
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string>();
  const [updateAnswer, update] = useUpdateAnswerMutation();
  const onUploaded = useCallback(
    (id: number) => setImages(ids => [...ids, id]),
    [],
  );
  const uploadImage = useUploadImage(onUploaded);
  const editorId = `answer-${answer.id}-content`;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setError(t('postPage.answers.empty'));
      return;
    }
    // The editor says it is too long; the text stays for shortening.
    if (value.length > LIMITS.answerMaxLength) {
      document.getElementById(editorId)?.focus();
      return;
    }
    // The field says what is wrong itself.
    if (editSummaryTooLong(summary)) return;
    setError(undefined);
    try {
      await updateAnswer({
        postId: answer.postId,
        answerId: answer.id,
        answer: value,
        images,
        summary: editSummaryOf(summary),
      }).unwrap();
      onSaved?.();
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <form className={classes.root} onSubmit={save} noValidate>
      <MarkdownEditor
        id={editorId}
        label={t('postPage.answers.editLabel')}
        value={value}
        onChange={setValue}
        onUploadImage={uploadImage}
        error={Boolean(error)}
        required
        minRows={5}
        maxLength={LIMITS.answerMaxLength}
      />
      <EditSummaryField
        id={`answer-${answer.id}-summary`}
        value={summary}
        onChange={setSummary}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          disabled={update.isLoading}
        >
          {update.isLoading
            ? t('postPage.answers.saving')
            : t('postPage.answers.save')}
        </Button>
        <Button onClick={onDone} disabled={update.isLoading}>
          {t('postPage.answers.cancel')}
        </Button>
      </div>
    </form>
  );
}
