import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import {
  alertApiRef,
  analyticsApiRef,
  configApiRef,
  discoveryApiRef,
  fetchApiRef,
  type ExternalRouteRef,
  type RouteRef,
} from '@backstage/core-plugin-api';
import {
  mockApis,
  renderInTestApp,
  TestApiProvider,
} from '@backstage/test-utils';
import { RouteHrefsProvider } from '../hooks/routeHrefs';
import { AGORA_ROUTES, rootRouteRef, type AgoraRoute } from '../routes';
import { AgoraStoreProvider } from '../state/AgoraStoreProvider';
import type { PreferencesStorage } from '../state/preferencesStorage';
import { makeAgoraStore, type AgoraState } from '../state/store';
import { agoraStoreApiRef } from '../state/storeApi';
import { createTestExtra, type TestExtra } from './testApis';

/** Options of {@link renderAgora}. */
export interface RenderAgoraOptions {
  /** Store contents to start with (slices and/or RTK Query cache). */
  preloadedState?: Partial<AgoraState>;
  /** The URL the test starts at, e.g. `/questions/1?tab=answers`. */
  route?: string;
  /** A route pattern to mount `ui` at, so `useParams` works: `/questions/:id`. */
  path?: string;
  /** Spy APIs; a fresh `createTestExtra()` when omitted. */
  extra?: TestExtra;
  /** More route refs to mount, e.g. external refs the ui links to. */
  mountedRoutes?: Record<string, RouteRef | ExternalRouteRef>;
  /** The routes of the pages that exist; the route table by default. */
  routes?: ReadonlyArray<AgoraRoute>;
  /**
   * Where the store remembers preferences and drafts; none by default. A
   * test of a reload renders twice with the same one.
   */
  storage?: PreferencesStorage;
}

/** Renders begun and not yet finished; see the `afterEach` below. */
const unfinishedRenders = new Set<Promise<unknown>>();

// `renderAgora` renders inside React's `act()` (renderInTestApp). Left
// unawaited, that act can outlive its test and, finishing during the next
// test's render, empty React's act queue under it: the next page's effects
// (its queries) never run and it stays loading. So a test that ends with a
// render unfinished waits for it here and fails, naming the missing await.
afterEach(async () => {
  if (unfinishedRenders.size === 0) return;
  await Promise.allSettled(unfinishedRenders);
  unfinishedRenders.clear();
  throw new Error(
    'A renderAgora(...) was still rendering when the test ended: await it.',
  );
});

/**
 * Renders Agora UI the way the app does: a fresh store built from spy
 * Backstage APIs, provided through the store API and Agora's private
 * context, inside a Backstage test app with a router. `analytics` is a spy
 * analytics API (`analytics.captureEvent` is a jest mock).
 */
export async function renderAgora(
  ui: ReactElement,
  options: RenderAgoraOptions = {},
) {
  const extra = options.extra ?? createTestExtra();
  // No storage unless given: remembered preferences must not leak from one
  // test to the next.
  const store = makeAgoraStore({
    extra,
    preloadedState: options.preloadedState,
    storage: options.storage ?? null,
  });
  const user = userEvent.setup();
  // A spy, so tests can assert the events a page reports (vote, answer, search…).
  const analytics = mockApis.analytics();
  const rendering = renderInTestApp(
    <TestApiProvider
      apis={[
        [agoraStoreApiRef, store],
        [discoveryApiRef, extra.discoveryApi],
        [fetchApiRef, extra.fetchApi],
        [alertApiRef, extra.alertApi],
        [configApiRef, extra.configApi],
        [analyticsApiRef, analytics],
      ]}
    >
      <AgoraStoreProvider>
        {/* Agora's real route table, so links in isolated UI resolve as in the app. */}
        <RouteHrefsProvider routes={options.routes ?? AGORA_ROUTES}>
          {options.path ? (
            <Routes>
              <Route path={options.path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </RouteHrefsProvider>
      </AgoraStoreProvider>
    </TestApiProvider>,
    {
      routeEntries: [options.route ?? '/'],
      // Agora's root at `/`, so links read like the paths of docs/architecture.md: `/questions/1`.
      mountedRoutes: { '/': rootRouteRef, ...options.mountedRoutes },
    },
  );
  unfinishedRenders.add(rendering);
  const view = await rendering.finally(() =>
    unfinishedRenders.delete(rendering),
  );
  return { store, extra, user, analytics, ...view };
}
