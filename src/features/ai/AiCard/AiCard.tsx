import type { ReactNode } from 'react';
import Accordion from '@material-ui/core/Accordion';
import AccordionDetails from '@material-ui/core/AccordionDetails';
import AccordionSummary from '@material-ui/core/AccordionSummary';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import ExpandMoreIcon from '@material-ui/icons/ExpandMore';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  card: { borderLeft: `4px solid ${theme.palette.info.main}` },
  summary: { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  details: { flexDirection: 'column', gap: theme.spacing(1) },
}));

/**
 * The frame of everything an AI model wrote: collapsible, open at first,
 * with the "AI" badge in its title and a disclaimer above the text.
 */
export function AiCard(props: {
  title: string;
  disclaimer: string;
  children: ReactNode;
}) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <Accordion defaultExpanded variant="outlined" className={classes.card}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <span className={classes.summary}>
          <Chip size="small" label={t('postPage.ai.badge')} color="primary" />
          <Typography component="span" variant="subtitle1">
            {props.title}
          </Typography>
        </span>
      </AccordionSummary>
      <AccordionDetails className={classes.details}>
        <Typography variant="body2" color="textSecondary">
          {props.disclaimer}
        </Typography>
        {props.children}
      </AccordionDetails>
    </Accordion>
  );
}
