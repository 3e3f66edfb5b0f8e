import Button from '@material-ui/core/Button';
import { makeStyles } from '@material-ui/core/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { useAgoraLinks, type CreateScope } from '../../hooks/useAgoraLinks';
import { agoraTranslationRef } from '../../translation';
import { useCreateLinks } from '../permissions/useCreateLinks';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.spacing(1),
  },
}));

/**
 * Ask / Write / Share, each prefilled with a tag or entity: the next step
 * an unused tag's or entity's page offers, to those who may create posts.
 * @public
 */
export function ScopedCreateButtons({ scope }: { scope: CreateScope }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const create = useCreateLinks();
  return (
    <div className={classes.root}>
      {links.postTypes.map((type, index) => {
        const href = create.createPost(type, scope);
        return (
          href && (
            <Button
              key={type}
              component={RouterLink}
              // It navigates, so it keeps the link role.
              role={undefined}
              to={href}
              variant={index === 0 ? 'contained' : 'outlined'}
              color="primary"
            >
              {t(`postList.create.${type}`)}
            </Button>
          )
        );
      })}
    </div>
  );
}
