import ReactDOM from 'react-dom/client';
// Backstage UI's stylesheet, which every new-frontend-system app imports once:
// the app shell (sidebar, page layout) and the catalog's entity header are
// Backstage UI components, unstyled (serif, no layout) without it.
import '@backstage/ui/css/styles.css';
import { createApp } from '@backstage/frontend-defaults';
import {
  ApiBlueprint,
  createFrontendModule,
  PluginWrapperBlueprint,
} from '@backstage/frontend-plugin-api';
import catalogPlugin from '@backstage/plugin-catalog/alpha';
import homePlugin from '@backstage/plugin-home/alpha';
import notificationsPlugin from '@backstage/plugin-notifications/alpha';
import searchPlugin from '@backstage/plugin-search/alpha';
import signalsPlugin from '@backstage/plugin-signals/alpha';
import userSettingsPlugin from '@backstage/plugin-user-settings/alpha';
// The package's own entry point, as an app installs it.
import agoraPlugin from 'backstage-plugin-agora/alpha';
import { DevActingIdentity } from '../app/DevActingIdentity';
import { devFetchApiFactory } from '../app/devIdentity';
import { devSignalApiFactory } from '../app/devSignals';
import { devNav } from './devNav';

/**
 * The dev portal's fetch API replaces the app's default, so the demo user
 * picked with the legacy portal's "Act as" switcher applies here too.
 */
const devApis = createFrontendModule({
  pluginId: 'app',
  extensions: [
    ApiBlueprint.make({
      name: 'fetch',
      params: defineParams => defineParams(devFetchApiFactory),
    }),
  ],
});

/**
 * Signals' WebSocket signs in as that demo user too, so their notifications
 * bell updates live (an override of the signals plugin's own API).
 */
const devSignalsApi = createFrontendModule({
  pluginId: 'signals',
  extensions: [
    ApiBlueprint.make({
      params: defineParams => defineParams(devSignalApiFactory),
    }),
  ],
});

/**
 * Agora's extensions (page, card, entity tab, search item) take that demo
 * user for the signed-in one too, as the legacy portal's pages do: the app's
 * identity API cannot be replaced, so each of them is wrapped in the same
 * DevActingIdentity.
 */
const agoraActingIdentity = createFrontendModule({
  pluginId: 'agora',
  extensions: [
    PluginWrapperBlueprint.make({
      name: 'dev-acting-identity',
      params: defineParams =>
        defineParams({
          loader: async () => ({ component: DevActingIdentity }),
        }),
    }),
  ],
});

/**
 * The second dev app of `npm run start:nfs`: Backstage's new frontend
 * system with Agora's alpha plugin (its page at /agora and nav item, the
 * home page widget, the search result item and the catalog entity tab), the
 * catalog, home and search plugins, Backstage's notifications (their page,
 * and the bell with the unread count in the nav, devNav.tsx) with signals,
 * the user settings page (`/settings`: theme, sign-out), the legacy app's
 * "Act as (dev)" switcher in the nav, and guest sign-in (the app plugin's
 * default). The same dev backend serves it; dev/nfs/app-config.yaml places
 * the Q&A card on the home page.
 */
const app = createApp({
  features: [
    catalogPlugin,
    homePlugin,
    searchPlugin,
    notificationsPlugin,
    signalsPlugin,
    userSettingsPlugin,
    agoraPlugin,
    devApis,
    devNav,
    devSignalsApi,
    agoraActingIdentity,
  ],
});

ReactDOM.createRoot(document.getElementById('root')!).render(app.createRoot());
