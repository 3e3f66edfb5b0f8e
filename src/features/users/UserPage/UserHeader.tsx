import Avatar from '@material-ui/core/Avatar';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import Skeleton from '@material-ui/lab/Skeleton';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { RelativeTime } from '../../../components/RelativeTime';
import { agoraTranslationRef } from '../../../translation';
import { initialsOf } from '../../../utils/entityRefs';

const useStyles = makeStyles(theme => ({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(2),
    marginBottom: theme.spacing(2),
  },
  avatar: { width: theme.spacing(8), height: theme.spacing(8) },
  text: { flex: '1 1 240px', minWidth: 0 },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    marginTop: theme.spacing(0.5),
  },
}));

/** @public */
export interface UserHeaderProps {
  userRef: string;
  name: string;
  avatarUrl?: string;
  /** The catalog entity's page, when the app has one. */
  catalogHref?: string;
  /** Undefined while the statistics load. */
  followers?: number;
  lastSeen?: string;
  /** The Follow toggle; absent on your own page. */
  follow?: React.ReactNode;
}

/** A person's name, picture, follower count and links, above their tabs. @public */
export function UserHeader(props: UserHeaderProps) {
  const { userRef, name, avatarUrl, catalogHref, followers, lastSeen } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <header className={classes.root}>
      {/* Decorative: the heading next to it names the person. */}
      <Avatar className={classes.avatar} src={avatarUrl} alt="" aria-hidden>
        {initialsOf(name)}
      </Avatar>
      <div className={classes.text}>
        <Typography variant="h4" component="h2" title={userRef}>
          {name}
        </Typography>
        <Typography
          component="div"
          variant="body2"
          color="textSecondary"
          className={classes.facts}
        >
          <span>
            {followers === undefined ? (
              <Skeleton width={80} />
            ) : (
              t('users.page.followers', { count: followers })
            )}
          </span>
          {lastSeen && (
            <span>
              {t('users.page.lastSeen')} <RelativeTime date={lastSeen} />
            </span>
          )}
          {catalogHref && (
            <Link to={catalogHref}>{t('users.page.catalogLink')}</Link>
          )}
        </Typography>
      </div>
      {props.follow}
    </header>
  );
}
