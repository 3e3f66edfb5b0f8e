import Avatar from '@material-ui/core/Avatar';
import { makeStyles } from '@material-ui/core/styles';
import { Link } from '@backstage/core-components';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { RelativeTime } from '../../../components/RelativeTime';
import { SubjectHeader } from '../../../components/SubjectHeader';
import { agoraTranslationRef } from '../../../translation';
import { initialsOf } from '../../../utils/entityRefs';
import { FollowButton } from '../../follows/FollowButton';

const useStyles = makeStyles(theme => ({
  avatar: { width: theme.spacing(8), height: theme.spacing(8) },
  subtitle: { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) },
  header: { marginBottom: theme.spacing(2) },
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
  /** As the users list shows it; undefined while it loads. */
  reputation?: number;
  lastSeen?: string;
}

/**
 * A person's name, picture, ref, last visit, catalog link, reputation,
 * follower count and Follow (which hides itself on your own page), above their tabs.
 * @public
 */
export function UserHeader(props: UserHeaderProps) {
  const { userRef, name, avatarUrl, catalogHref, followers, reputation } =
    props;
  const { lastSeen } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  return (
    <div className={classes.header}>
      <SubjectHeader
        title={name}
        avatar={
          // Decorative: the heading next to it names the person.
          <Avatar className={classes.avatar} src={avatarUrl} alt="" aria-hidden>
            {initialsOf(name)}
          </Avatar>
        }
        subtitle={
          <span className={classes.subtitle}>
            <span>{userRef}</span>
            {lastSeen && (
              <span>
                {t('users.page.lastSeen')} <RelativeTime date={lastSeen} />
              </span>
            )}
            {catalogHref && (
              <Link to={catalogHref}>{t('users.page.catalogLink')}</Link>
            )}
          </span>
        }
        counts={[
          ...(reputation === undefined
            ? []
            : [
                t('users.list.reputation', {
                  value: reputation.toLocaleString(),
                }),
              ]),
          ...(followers === undefined
            ? []
            : [t('directory.counts.followers', { count: followers })]),
        ]}
        follow={<FollowButton kind="users" id={userRef} name={name} />}
      />
    </div>
  );
}
