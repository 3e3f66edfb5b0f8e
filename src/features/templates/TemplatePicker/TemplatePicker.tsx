import { useId } from 'react';
import Card from '@material-ui/core/Card';
import CardActionArea from '@material-ui/core/CardActionArea';
import CardContent from '@material-ui/core/CardContent';
import Chip from '@material-ui/core/Chip';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import AddIcon from '@material-ui/icons/Add';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Template } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: theme.spacing(2),
    listStyle: 'none',
    padding: 0,
    margin: theme.spacing(2, 0),
  },
  card: { height: '100%' },
  area: {
    height: '100%',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
  },
  tags: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(1),
  },
  blankIcon: { verticalAlign: 'middle', marginRight: theme.spacing(0.5) },
}));

export interface TemplatePickerProps {
  templates: Template[];
  /** A template, or null for a blank question. */
  onPick: (template: Template | null) => void;
}

/** Question templates as cards, with "Blank question" first. */
export function TemplatePicker({ templates, onPick }: TemplatePickerProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('postForm.ask.chooseTemplate')}
      </Typography>
      <ul className={classes.grid}>
        <li>
          <Card variant="outlined" className={classes.card}>
            <CardActionArea
              className={classes.area}
              onClick={() => onPick(null)}
            >
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  <AddIcon className={classes.blankIcon} aria-hidden />
                  {t('postForm.ask.blank')}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('postForm.ask.blankDescription')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
        {templates.map(template => (
          <li key={template.id}>
            <Card variant="outlined" className={classes.card}>
              <CardActionArea
                className={classes.area}
                onClick={() => onPick(template)}
                aria-label={t('postForm.ask.useTemplate', {
                  title: template.title,
                })}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {template.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {template.description}
                  </Typography>
                  {template.tags.length > 0 && (
                    <div className={classes.tags}>
                      {template.tags.map(tag => (
                        <Chip key={tag} size="small" label={tag} />
                      ))}
                    </div>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
