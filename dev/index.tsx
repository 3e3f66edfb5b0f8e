import { createDevApp } from '@backstage/dev-utils';
import {
  createApiFactory,
  discoveryApiRef,
  fetchApiRef,
} from '@backstage/core-plugin-api';
import { CatalogClient } from '@backstage/catalog-client';
import { catalogApiRef } from '@backstage/plugin-catalog-react';
import ForumIcon from '@material-ui/icons/Forum';
import HomeIcon from '@material-ui/icons/Home';
import SearchIcon from '@material-ui/icons/Search';
import { SearchPage, searchPlugin } from '@backstage/plugin-search';
import { agoraPlugin, AgoraPage } from '../src';
import { DevHomePage } from './app/DevHomePage';
import { DevSearchPage } from './app/DevSearchPage';
import {
  AgoraDevToolsDock,
  devToolsEnabled,
  devToolsStoreApiFactory,
} from './app/devTools';
import { devFetchApiFactory } from './app/devIdentity';
import { DevUserSwitcher } from './app/DevUserSwitcher';

// The entity input of the post forms and the author/entity chips read the
// catalog; a real Backstage app provides this API, the dev app must add it.
const catalogApiFactory = createApiFactory({
  api: catalogApiRef,
  deps: { discoveryApi: discoveryApiRef, fetchApi: fetchApiRef },
  factory: ({ discoveryApi, fetchApi }) =>
    new CatalogClient({ discoveryApi, fetchApi }),
});

// The standalone portal of `npm start`: guest sign-in (the dev app's default
// sign-in page), Agora at /agora, a home page with the Q&A card at /home,
// portal search at /search, the built-in light/dark theme switch and a
// switch to act as another demo user; with `?devtools`, Redux DevTools
// docked on the page (docs/devtools.md).
const app = createDevApp()
  .registerPlugin(agoraPlugin)
  .registerPlugin(searchPlugin)
  .registerApi(devFetchApiFactory)
  .registerApi(catalogApiFactory)
  .addPage({
    element: <AgoraPage />,
    title: 'Q&A',
    path: '/agora',
    icon: ForumIcon,
  })
  .addPage({
    element: <DevHomePage />,
    title: 'Home',
    path: '/home',
    icon: HomeIcon,
  })
  .addPage({
    element: <SearchPage />,
    children: <DevSearchPage />,
    title: 'Search',
    path: '/search',
    icon: SearchIcon,
  })
  .addSidebarItem(<DevUserSwitcher key="dev-user-switcher" />);
if (devToolsEnabled()) {
  app
    .registerApi(devToolsStoreApiFactory)
    // A sidebar item is on every page; the dock renders outside it.
    .addSidebarItem(<AgoraDevToolsDock key="agora-devtools" />);
}
app.render();
