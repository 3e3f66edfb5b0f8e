import { useId, useState } from 'react';
import Button from '@material-ui/core/Button';
import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import EmojiObjectsIcon from '@material-ui/icons/EmojiObjectsOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Progress } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { MarkdownView } from '../../../components/MarkdownView';
import { agoraTranslationRef } from '../../../translation';
import {
  useGetAIDraftAnswerQuery,
  useGetAIStatusQuery,
  type GetAIDraftAnswerArg,
} from '../aiApi';

const useStyles = makeStyles(theme => ({
  root: {
    marginTop: theme.spacing(2),
    padding: theme.spacing(2),
    borderLeft: `4px solid ${theme.palette.info.main}`,
  },
  heading: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  body: { marginTop: theme.spacing(1) },
  action: { marginTop: theme.spacing(1) },
}));

export interface AiDraftAnswerProps {
  title: string;
  content: string;
}

/**
 * A draft AI answer to the question being typed, when the server enables
 * AI for new questions. Asked for with a button rather than on every pause
 * in typing: each answer costs a model call and the text changes a lot.
 */
export function AiDraftAnswer({ title, content }: AiDraftAnswerProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const headingId = useId();
  const status = useGetAIStatusQuery();
  const [asked, setAsked] = useState<GetAIDraftAnswerArg | null>(null);
  const draft = useGetAIDraftAnswerQuery(asked ?? skipToken);
  if (!status.data?.newQuestions) return null;

  const current = { title: title.trim(), content: content.trim() };
  const changed =
    !asked ||
    asked.title !== current.title ||
    asked.content !== current.content;
  const hasAnswer = Boolean(draft.data?.answer);

  return (
    <Paper
      variant="outlined"
      className={classes.root}
      component="section"
      aria-labelledby={headingId}
    >
      <Typography
        variant="subtitle1"
        component="h2"
        id={headingId}
        className={classes.heading}
      >
        <EmojiObjectsIcon aria-hidden />
        {t('postForm.aiDraft.heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('postForm.aiDraft.disclaimer')}
      </Typography>
      {draft.isFetching && (
        <div role="status" className={classes.body}>
          <Typography variant="body2">
            {t('postForm.aiDraft.loading')}
          </Typography>
          <Progress />
        </div>
      )}
      {!draft.isFetching && asked && (
        <div className={classes.body}>
          {hasAnswer ? (
            <MarkdownView content={draft.data!.answer} />
          ) : (
            <Typography variant="body2">
              {t('postForm.aiDraft.unavailable')}
            </Typography>
          )}
        </div>
      )}
      {changed && (
        <div className={classes.action}>
          <Button
            variant="outlined"
            size="small"
            disabled={!current.title || draft.isFetching}
            onClick={() => setAsked(current)}
          >
            {hasAnswer
              ? t('postForm.aiDraft.refresh')
              : t('postForm.aiDraft.get')}
          </Button>
          {!current.title && (
            <Typography variant="caption" color="textSecondary" component="p">
              {t('postForm.aiDraft.needTitle')}
            </Typography>
          )}
        </div>
      )}
    </Paper>
  );
}
