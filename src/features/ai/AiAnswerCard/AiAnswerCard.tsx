import Accordion from '@material-ui/core/Accordion';
import AccordionDetails from '@material-ui/core/AccordionDetails';
import AccordionSummary from '@material-ui/core/AccordionSummary';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import ExpandMoreIcon from '@material-ui/icons/ExpandMore';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { AIResponse } from '../../../api/types';
import { MarkdownView } from '../../../components/MarkdownView';
import { agoraTranslationRef } from '../../../translation';
import { useGetAIAnswerQuery, useGetAIStatusQuery } from '../aiApi';

const useStyles = makeStyles(theme => ({
  card: { borderLeft: `4px solid ${theme.palette.info.main}` },
  summary: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  details: { flexDirection: 'column', gap: theme.spacing(1) },
}));

/** The AI answer itself: collapsible and unmistakably labelled as AI output. @public */
export function AiAnswerView({ response }: { response: AIResponse }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <Accordion defaultExpanded variant="outlined" className={classes.card}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <span className={classes.summary}>
          <Chip size="small" label={t('postPage.ai.badge')} color="primary" />
          <Typography component="span" variant="subtitle1">
            {t('postPage.ai.title')}
          </Typography>
        </span>
      </AccordionSummary>
      <AccordionDetails className={classes.details}>
        <Typography variant="body2" color="textSecondary">
          {t('postPage.ai.disclaimer')}
        </Typography>
        <MarkdownView content={response.answer} />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The AI answer to question `postId` when the server has AI for existing
 * questions switched on; nothing at all otherwise, or when there is no answer.
 * @public
 */
export function AiAnswerCard({ postId }: { postId: number }) {
  const { data: status } = useGetAIStatusQuery();
  const { data } = useGetAIAnswerQuery(postId, {
    skip: !status?.existingQuestions,
  });
  if (!status?.existingQuestions || !data?.answer) return null;
  return <AiAnswerView response={data} />;
}
