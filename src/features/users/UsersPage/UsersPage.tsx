import { useMemo } from 'react';
import Avatar from '@material-ui/core/Avatar';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { LIMITS, type UserOrderBy, type UserStats } from '../../../api/types';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { useCatalogPresentations } from '../../../hooks/useCatalogPresentations';
import { agoraTranslationRef } from '../../../translation';
import { initialsOf, readableEntityName } from '../../../utils/entityRefs';
import {
  DirectoryCard,
  DirectoryList,
  useDirectory,
  type DirectorySort,
} from '../../directory';
import { FollowButton } from '../../follows/FollowButton';
import { useGetUsersQuery } from '../usersApi';
import { useCatalogUserSearch } from '../useCatalogUser';

const useStyles = makeStyles(theme => ({
  avatar: { width: theme.spacing(5), height: theme.spacing(5) },
}));

/**
 * `/users`: everyone who took part, as cards with their counts and Follow.
 * The search matches refs on the server and display names in the catalog
 * (sent along as `searchRefs`); the catalog's names and pictures are read
 * for the whole page at once.
 * @public
 */
export function UsersPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const links = useAgoraLinks();
  const sorts = useMemo<DirectorySort<UserOrderBy>[]>(
    () =>
      (
        [
          ['reputation', 'reputation'],
          ['questions', 'totalQuestions'],
          ['answers', 'totalAnswers'],
          ['followers', 'totalFollowers'],
        ] as const
      ).map(([value, orderBy]) => ({
        value,
        label: t(`users.list.sort.${value}`),
        orderBy,
        order: 'desc',
      })),
    [t],
  );
  const directory = useDirectory('users', sorts);
  const byName = useCatalogUserSearch(
    directory.query.searchQuery ?? '',
    LIMITS.maxListValues,
  );
  const result = useGetUsersQuery(
    { ...directory.query, searchRefs: byName.refs },
    { skip: byName.pending },
  );
  const refs = useMemo(
    () => result.data?.users.map(u => u.userRef) ?? [],
    [result.data],
  );
  const catalog = useCatalogPresentations(refs);

  return (
    <DirectoryList
      directory={directory}
      // Waiting for the catalog is loading too.
      result={{ ...result, isLoading: result.isLoading || byName.pending }}
      select={data => ({ items: data.users, total: data.total })}
      itemKey={user => user.userRef}
      heading={total =>
        total === undefined
          ? t('users.list.title')
          : t('users.list.count', { count: total })
      }
      label={t('users.list.label')}
      note={t('statistics.communityTotals')}
      empty={{
        title: t('users.list.empty.title'),
        description: t('users.list.empty.description'),
      }}
      renderItem={(user: UserStats, view) => {
        const name =
          catalog[user.userRef]?.title ?? readableEntityName(user.userRef);
        return (
          <DirectoryCard
            view={view}
            title={name}
            href={links.user(user.userRef)}
            linkTitle={user.userRef}
            avatar={
              // Decorative: the name next to it is the link's text.
              <Avatar
                className={classes.avatar}
                src={catalog[user.userRef]?.avatarUrl}
                alt=""
                aria-hidden
              >
                {initialsOf(name)}
              </Avatar>
            }
            leadingCount={t('users.list.reputation', {
              value: user.reputation.toLocaleString(),
            })}
            counts={{
              questions: user.totalQuestions,
              answers: user.totalAnswers,
              followers: user.totalFollowers,
            }}
            action={
              <FollowButton
                kind="users"
                id={user.userRef}
                name={name}
                compact
              />
            }
          />
        );
      }}
    />
  );
}
