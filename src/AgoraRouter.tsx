import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Progress } from '@backstage/core-components';
import { useRouteRef } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  AgoraLayout,
  NotFoundPanel,
  RightPanel,
} from './components/AgoraLayout';
import { useCapability } from './features/permissions/permissionsApi';
import { useGetOpenFlagsCountQuery } from './features/flags/flagsApi';
import { RouteHrefsProvider, useRouteHref } from './hooks/routeHrefs';
import { NAV_ICONS } from './navIcons';
import { PAGE_LOADERS } from './pageLoaders';
import {
  AGORA_ROUTES,
  navLabelKey,
  rootRouteRef,
  sectionOf,
  subtitleKey,
} from './routes';
import { agoraTranslationRef } from './translation';

// One lazy component per page, made once so a page is loaded only once.
const ROUTES = AGORA_ROUTES.map(route => {
  const load = PAGE_LOADERS[route.id];
  const Page = lazy(() => load().then(element => ({ default: () => element })));
  return { path: route.routePath, element: <Page /> };
});

/**
 * The routes of the route table, relative to Agora's root: the index leads
 * to the questions list and unknown paths show the not-found panel.
 */
export function AgoraRoutes() {
  return (
    <Suspense fallback={<Progress />}>
      <Routes>
        <Route index element={<Navigate to="questions" replace />} />
        {ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </Suspense>
  );
}

/** The shell's navigation and subtitle, derived from the route table. */
function AgoraShell() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const rootPath = useRouteRef(rootRouteRef)();
  const href = useRouteHref();
  const { pathname } = useLocation();
  const section = sectionOf(pathname, rootPath);
  // The backend decides who moderates; until it has answered, no such item.
  const isModerator = useCapability('moderator').allowed;
  const audiences = new Set([
    'everyone',
    ...(isModerator ? ['moderators'] : []),
  ]);

  // Items with open flags wait in the moderator area (docs/api.md, "Flags").
  const flags = useGetOpenFlagsCountQuery(undefined, { skip: !isModerator });
  const flagged = flags.data?.count ?? 0;
  const navItems = AGORA_ROUTES.flatMap(route =>
    route.nav && audiences.has(route.nav.audience)
      ? [
          {
            id: route.section,
            icon: NAV_ICONS[route.section],
            label: t(navLabelKey(route.section)),
            href: href(route.id) ?? '',
            badge:
              route.section === 'moderate' && flagged > 0
                ? {
                    count: flagged,
                    label: t('flags.navBadge', { count: flagged }),
                  }
                : undefined,
          },
        ]
      : [],
  );

  // A work area (the route table's `noPanel`) takes the panel's width.
  const panelShown = !AGORA_ROUTES.some(
    route => route.section === section && 'noPanel' in route && route.noPanel,
  );

  return (
    <AgoraLayout
      navItems={navItems}
      subtitle={t(subtitleKey(section))}
      aside={panelShown ? <RightPanel /> : undefined}
    >
      <AgoraRoutes />
    </AgoraLayout>
  );
}

/** Agora's pages inside the shell, with the route table provided for links. */
export function AgoraRouter() {
  return (
    <RouteHrefsProvider routes={AGORA_ROUTES}>
      <AgoraShell />
    </RouteHrefsProvider>
  );
}
