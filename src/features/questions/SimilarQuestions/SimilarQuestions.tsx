import { useId } from 'react';
import List from '@material-ui/core/List';
import ListItem from '@material-ui/core/ListItem';
import Link from '@material-ui/core/Link';
import ListItemText from '@material-ui/core/ListItemText';
import Paper from '@material-ui/core/Paper';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import CheckCircleIcon from '@material-ui/icons/CheckCircle';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';
import { useSimilarQuestions } from './useSimilarQuestions';

const useStyles = makeStyles(theme => ({
  root: { marginTop: theme.spacing(1), padding: theme.spacing(1.5, 2) },
  correct: {
    color: theme.palette.success.main,
    fontSize: 16,
    verticalAlign: 'text-bottom',
    marginRight: 4,
  },
}));

/**
 * Existing questions like the one being typed, so people find an answer
 * before asking. Links open in a new tab: the draft stays where it is.
 */
export function SimilarQuestions({ title }: { title: string }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const headingId = useId();
  const links = useAgoraLinks();
  const posts = useSimilarQuestions(title);
  if (posts.length === 0) return null;

  return (
    <Paper
      variant="outlined"
      className={classes.root}
      component="section"
      aria-labelledby={headingId}
    >
      <Typography variant="subtitle2" component="h2" id={headingId}>
        {t('postForm.similar.heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('postForm.similar.description')}
      </Typography>
      <List dense disablePadding>
        {posts.map(post => (
          <ListItem key={post.id} disableGutters>
            <ListItemText
              primary={
                <Link
                  href={links.post('question', post.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {post.title} {/* Sighted people see the new-tab behaviour. */}
                  <VisuallyHidden>
                    {t('postForm.similar.opensInNewTab')}
                  </VisuallyHidden>
                </Link>
              }
              secondary={
                <>
                  {post.correctAnswer && (
                    <CheckCircleIcon className={classes.correct} aria-hidden />
                  )}
                  {t('postForm.similar.answers', { count: post.answersCount })}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
