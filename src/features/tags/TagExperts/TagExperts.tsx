import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { AuthorLink } from '../../../components/AuthorLink';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  experts: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
}));

/** @public */
export interface TagExpertsProps {
  experts: string[];
  /** The tag page's heading level 3 above the list; none on cards. */
  heading?: boolean;
  size?: 'small' | 'medium';
}

/** A tag's experts, each linking to their user page; nothing when it has none. @public */
export function TagExperts({
  experts,
  heading,
  size = 'small',
}: TagExpertsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  if (experts.length === 0) return null;
  return (
    <div>
      {heading && (
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {t('tags.page.experts')}
        </Typography>
      )}
      <ul className={classes.experts} aria-label={t('tags.page.experts')}>
        {experts.map(ref => (
          <li key={ref}>
            <AuthorLink author={ref} href={links.user} size={size} />
          </li>
        ))}
      </ul>
    </div>
  );
}
