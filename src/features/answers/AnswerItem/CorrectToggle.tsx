import Button from '@material-ui/core/Button';
import CheckCircleIcon from '@material-ui/icons/CheckCircle';
import CheckCircleOutlineIcon from '@material-ui/icons/CheckCircleOutline';
import { alertApiRef, useAnalytics, useApi } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { withReasons } from '../../../api/errors';
import type { Answer } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import {
  useMarkAnswerCorrectMutation,
  useMarkAnswerIncorrectMutation,
} from '../answersApi';

/**
 * "Mark as correct answer" as a toggle whose name says what a click does
 * ("Unmark as correct answer" on the correct one). The server unmarks the previous
 * correct answer, so the question is reread (tag invalidation) rather than
 * guessed; a refusal is reported through the alert API.
 */
export function CorrectToggle({ answer }: { answer: Answer }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const alertApi = useApi(alertApiRef);
  const analytics = useAnalytics();
  const [markCorrect, correct] = useMarkAnswerCorrectMutation();
  const [markIncorrect, incorrect] = useMarkAnswerIncorrectMutation();
  const pending = correct.isLoading || incorrect.isLoading;

  const toggle = async () => {
    const ref = { postId: answer.postId, answerId: answer.id };
    let ok = false;
    let error: unknown;
    try {
      // Success-boolean call: `false` is a refusal without an errors list.
      ok = await (
        answer.correct ? markIncorrect(ref) : markCorrect(ref)
      ).unwrap();
    } catch (e) {
      error = e;
    }
    if (!ok) {
      alertApi.post({
        message: withReasons(t('postPage.answers.markFailed'), error),
        severity: 'error',
      });
      return;
    }
    analytics.captureEvent(
      answer.correct ? 'markIncorrect' : 'markCorrect',
      'answer',
      {
        attributes: ref,
      },
    );
  };

  return (
    <Button
      size="small"
      aria-pressed={answer.correct}
      color={answer.correct ? 'primary' : 'default'}
      startIcon={
        answer.correct ? <CheckCircleIcon /> : <CheckCircleOutlineIcon />
      }
      onClick={toggle}
      disabled={pending}
    >
      {answer.correct
        ? t('postPage.answers.unmarkCorrect')
        : t('postPage.answers.markCorrect')}
    </Button>
  );
}
