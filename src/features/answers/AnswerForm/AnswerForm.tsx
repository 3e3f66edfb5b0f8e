import { useId, useState, type FormEvent } from 'react';
import Button from '@material-ui/core/Button';
import Checkbox from '@material-ui/core/Checkbox';
import CircularProgress from '@material-ui/core/CircularProgress';
import FormControlLabel from '@material-ui/core/FormControlLabel';
import FormHelperText from '@material-ui/core/FormHelperText';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { configApiRef, useAnalytics, useApi } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import { LIMITS } from '../../../api/types';
import { useDraftForm } from '../../../components/Form';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';
import { usePostAnswerMutation } from '../answersApi';
import { useUploadImage } from '../../../hooks/useUploadImage';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  submit: { alignSelf: 'flex-start' },
}));

/** The answer being written, as its draft holds it. */
const EMPTY_ANSWER = { content: '', anonymous: false, images: [] as number[] };

/** @public */
export interface AnswerFormProps {
  postId: number;
}

/**
 * Writes a new answer. The text lives in the drafts slice, so a failed
 * submit or leaving the page loses nothing; success clears it, and the
 * question is reread through cache invalidation to show the new answer.
 * @public
 */
export function AnswerForm({ postId }: AnswerFormProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const headingId = useId();
  const anonymousHintId = useId();
  const editorId = useId();
  const analytics = useAnalytics();
  const allowAnonymous =
    useApi(configApiRef).getOptionalBoolean('agora.allowAnonymous') ?? false;
  // In the drafts slice, so a failed submit or navigating away and back
  // loses nothing.
  const draft = useDraftForm(`answer:${postId}`, EMPTY_ANSWER);
  const { values, addImage } = draft;
  const [postAnswer, posting] = usePostAnswerMutation();
  const [error, setError] = useState<string>();
  const uploadImage = useUploadImage(addImage);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (posting.isLoading) return;
    if (!values.content.trim()) {
      setError(t('postPage.answerForm.required'));
      return;
    }
    // The editor says it is too long; the text stays for shortening.
    if (values.content.length > LIMITS.answerMaxLength) {
      document.getElementById(editorId)?.focus();
      return;
    }
    setError(undefined);
    try {
      await postAnswer({
        postId,
        answer: values.content,
        images: values.images,
        anonymous: allowAnonymous && values.anonymous ? true : undefined,
      }).unwrap();
      draft.discard();
      analytics.captureEvent('answer', 'question', { attributes: { postId } });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <form className={classes.root} onSubmit={submit} noValidate>
        <Typography variant="h5" component="h2" id={headingId}>
          {t('postPage.answerForm.heading')}
        </Typography>
        <MarkdownEditor
          id={editorId}
          label={t('postPage.answerForm.label')}
          value={values.content}
          onChange={content => draft.setField('content', content)}
          onUploadImage={uploadImage}
          disabled={posting.isLoading}
          error={Boolean(error)}
          required
          maxLength={LIMITS.answerMaxLength}
        />
        {allowAnonymous && (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.anonymous}
                  onChange={e => draft.setField('anonymous', e.target.checked)}
                  inputProps={{ 'aria-describedby': anonymousHintId }}
                />
              }
              label={t('postPage.answerForm.anonymous')}
            />
            <FormHelperText id={anonymousHintId}>
              {t('postPage.answerForm.anonymousHint')}
            </FormHelperText>
          </div>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          color="primary"
          className={classes.submit}
          disabled={posting.isLoading}
          startIcon={
            posting.isLoading ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : undefined
          }
        >
          {posting.isLoading
            ? t('postPage.answerForm.submitting')
            : t('postPage.answerForm.submit')}
        </Button>
      </form>
    </section>
  );
}
