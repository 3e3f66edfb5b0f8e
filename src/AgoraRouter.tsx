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
import { useIsModerator } from './features/moderate/permissionsApi';
import { AgoraPagesProvider, useAgoraPageHref } from './hooks/agoraPages';
import { AGORA_PAGES, sectionOf } from './pages';
import { rootRouteRef } from './routes';
import { agoraTranslationRef } from './translation';

// One lazy component per page, made once so a page is loaded only once.
const ROUTES = AGORA_PAGES.map(page => {
  const Page = lazy(() =>
    page.loader().then(element => ({ default: () => element })),
  );
  return { path: page.routePath, element: <Page /> };
});

/**
 * The routes of the page table, relative to Agora's root: the index leads
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

/** The shell's navigation and subtitle, derived from the page table. */
function AgoraShell() {
  const { t } = useTranslationRef(agoraTranslationRef);
  const rootPath = useRouteRef(rootRouteRef)();
  const href = useAgoraPageHref();
  const { pathname } = useLocation();
  const section = sectionOf(pathname, rootPath);
  // The backend decides who moderates; until it has answered, no such item.
  const { isModerator } = useIsModerator();
  const audiences = new Set([
    'everyone',
    ...(isModerator ? ['moderators'] : []),
  ]);

  const navItems = AGORA_PAGES.flatMap(page =>
    page.nav && audiences.has(page.nav.audience ?? 'everyone')
      ? [
          {
            id: page.section,
            icon: page.nav.icon,
            label: t(`nav.${page.section}`),
            href: href(page.id) ?? '',
          },
        ]
      : [],
  );

  return (
    <AgoraLayout
      navItems={navItems}
      subtitle={t(`header.subtitle.${section ?? 'default'}`)}
      aside={<RightPanel />}
    >
      <AgoraRoutes />
    </AgoraLayout>
  );
}

/** Agora's pages inside the shell, with the table provided for links. */
export function AgoraRouter() {
  return (
    <AgoraPagesProvider pages={AGORA_PAGES}>
      <AgoraShell />
    </AgoraPagesProvider>
  );
}
