import { useParams } from 'react-router-dom';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { canonicalRef, USER_REF_PATTERN } from '../../../api/types';
import { NotFoundPanel } from '../../../components/AgoraLayout/NotFoundPanel';
import { useCatalogEntityHref } from '../../../hooks/routeHrefs';
import { agoraTranslationRef } from '../../../translation';
import { readableEntityName } from '../../../utils/entityRefs';
import { useGetUserStatisticsQuery } from '../../statistics/statisticsApi';
import { useGetUsersQuery } from '../usersApi';
import { sameRef, useSignedInUserRef } from '../../../hooks/useSignedInUserRef';
import { useCatalogEntity } from '../../../hooks/useCatalogPresentations';
import { UserHeader } from './UserHeader';
import { UserTabs } from './UserTabs';
import { hasActivity } from './userActivity';

/**
 * `/users/{ref}`: a person's header and their activity in tabs. The ref is
 * the rest of the path (`users/*`), since refs contain `/`.
 * @public
 */
export function UserPage() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const ref = useParams()['*'] ?? '';
  if (!USER_REF_PATTERN.test(ref))
    return <NotFoundPanel description={t('users.page.notFoundDescription')} />;
  // `user:Jane` is `user:default/jane`: one spelling keeps one cache entry
  // per person and matches the refs the backend answers with.
  return <UserProfile userRef={canonicalRef(ref)} />;
}

/** The catalog entity page's parameters of a user ref. */
function UserProfile({ userRef }: { userRef: string }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const statistics = useGetUserStatisticsQuery(userRef);
  // The list row holds lastSeen and reputation, which the statistics do not.
  const row = useGetUsersQuery(
    { searchQuery: userRef, limit: 5 },
    {
      selectFromResult: ({ data }) => ({
        user: data?.users.find(u => u.userRef === userRef),
      }),
    },
  );
  const catalog = useCatalogEntity(userRef);
  const self = sameRef(useSignedInUserRef(), userRef);
  const catalogHref = useCatalogEntityHref();

  const summary = statistics.data?.summary;
  // Unknown: nothing by them to show, and a catalog that does not know them.
  // Without a catalog, activity alone decides; your own page always exists.
  const unknown =
    !self &&
    summary !== undefined &&
    !hasActivity(summary) &&
    (catalog.state === 'missing' || catalog.state === 'unavailable');
  if (unknown)
    return <NotFoundPanel description={t('users.page.notFoundDescription')} />;

  const presentation =
    catalog.state === 'found' ? catalog.presentation : undefined;
  const name = presentation?.title ?? readableEntityName(userRef);
  return (
    <>
      <UserHeader
        userRef={userRef}
        name={name}
        avatarUrl={presentation?.avatarUrl}
        catalogHref={
          catalog.state === 'found' ? catalogHref(userRef) : undefined
        }
        followers={summary?.totalFollowers}
        reputation={row.user?.reputation}
        lastSeen={row.user?.lastSeen}
      />
      <UserTabs
        userRef={userRef}
        name={name}
        statistics={statistics}
        own={self}
      />
    </>
  );
}
