import Button from '@material-ui/core/Button';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

/** @public */
export interface PostListHeaderProps {
  type?: PostType;
  /** All matching posts; undefined until the first answer. */
  total?: number;
  /** Create buttons to show, first the main one; none on lists nobody creates into (favorites). */
  createLinks: Array<{ type: PostType; href: string }>;
}

/** The list's heading with the real count, and its create buttons. @public */
export function PostListHeader({
  type,
  total,
  createLinks,
}: PostListHeaderProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const kind = type ?? 'post';
  return (
    <div className={classes.root}>
      <Typography variant="h5" component="h2">
        {total === undefined
          ? t(`postList.listLabel.${kind}`)
          : t(`postList.count.${kind}`, { count: total })}
      </Typography>
      <div className={classes.actions}>
        {createLinks.map(({ type: createType, href }, index) => (
          <Button
            key={createType}
            component={RouterLink}
            // A link that looks like a button: it navigates, so it keeps the link role.
            role={undefined}
            to={href}
            variant={index === 0 ? 'contained' : 'outlined'}
            color="primary"
          >
            {t(`postList.create.${createType}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
