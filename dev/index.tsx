import { createDevApp } from '@backstage/dev-utils';
import {
  CatalogEntityPage,
  CatalogIndexPage,
  catalogPlugin,
} from '@backstage/plugin-catalog';
import CategoryIcon from '@material-ui/icons/Category';
import ForumIcon from '@material-ui/icons/Forum';
import HomeIcon from '@material-ui/icons/Home';
import SearchIcon from '@material-ui/icons/Search';
import SettingsIcon from '@material-ui/icons/Settings';
import { SearchPage, searchPlugin } from '@backstage/plugin-search';
import {
  NotificationsPage,
  NotificationsSidebarItem,
  UserNotificationSettingsCard,
} from '@backstage/plugin-notifications';
import { signalsPlugin } from '@backstage/plugin-signals';
import {
  SettingsLayout,
  UserSettingsPage,
} from '@backstage/plugin-user-settings';
import { AgoraPage } from '../src';
import { DevEntityPage } from './app/DevEntityPage';
import { DevHomePage } from './app/DevHomePage';
import { DevSearchPage } from './app/DevSearchPage';
import {
  AgoraDevToolsDock,
  devToolsEnabled,
  devToolsStoreApiFactory,
} from './app/devTools';
import { devFetchApiFactory } from './app/devIdentity';
import { DevActingIdentity } from './app/DevActingIdentity';
import { DevUserSwitcher } from './app/DevUserSwitcher';
import { devSignalApiFactory } from './app/devSignals';

// The standalone portal of `npm start`: guest sign-in (the dev app's default
// sign-in page), Agora at /agora, a home page with the Q&A card at /home,
// portal search at /search, the catalog of dev/catalog at /catalog with a
// "Q&A" tab on each entity, the built-in light/dark theme switch and a
// switch to act as another demo user (Agora's pages see that user as the
// signed-in one too), Backstage's notifications (the bell in the sidebar,
// /notifications, and a Notifications tab in /settings to mute Agora's kinds)
// with signals for live updates; with `?devtools`, Redux DevTools
// docked on the page (docs/devtools.md). The catalog plugin also provides
// the catalog API that Agora's entity input and chips read.
// Agora is not registered: createDevApp binds every registered plugin's
// external routes to its placeholder page, while the app collects Agora from
// its page and binds "View in catalog" to the catalog's entity page (the
// route's default target).
const app = createDevApp()
  .registerPlugin(searchPlugin)
  .registerPlugin(catalogPlugin)
  .registerPlugin(signalsPlugin)
  .registerApi(devFetchApiFactory)
  .registerApi(devSignalApiFactory)
  .addPage({
    element: (
      <DevActingIdentity>
        <AgoraPage />
      </DevActingIdentity>
    ),
    title: 'Q&A',
    path: '/agora',
    icon: ForumIcon,
  })
  .addPage({
    element: (
      <DevActingIdentity>
        <DevHomePage />
      </DevActingIdentity>
    ),
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
  .addPage({
    // Guest owns nothing in the demo organisation: start on every entity.
    element: <CatalogIndexPage initiallySelectedFilter="all" />,
    title: 'Catalog',
    path: '/catalog',
    icon: CategoryIcon,
  })
  .addPage({
    element: <CatalogEntityPage />,
    children: (
      <DevActingIdentity>
        <DevEntityPage />
      </DevActingIdentity>
    ),
    path: '/catalog/:namespace/:kind/:name',
  })
  // No title: the bell below is the page's sidebar item, with the unread count.
  .addPage({ element: <NotificationsPage />, path: '/notifications' })
  .addPage({
    element: <UserSettingsPage />,
    // A tab beside the default ones, where people mute Agora's kinds.
    children: (
      <SettingsLayout.Route path="/notifications" title="Notifications">
        <UserNotificationSettingsCard
          originNames={{ 'plugin:agora': 'Agora' }}
        />
      </SettingsLayout.Route>
    ),
    title: 'Settings',
    path: '/settings',
    icon: SettingsIcon,
  })
  .addSidebarItem(<NotificationsSidebarItem key="notifications" />)
  .addSidebarItem(<DevUserSwitcher key="dev-user-switcher" />);
if (devToolsEnabled()) {
  app
    .registerApi(devToolsStoreApiFactory)
    // A sidebar item is on every page; the dock renders outside it.
    .addSidebarItem(<AgoraDevToolsDock key="agora-devtools" />);
}
app.render();
