import ForumIcon from '@material-ui/icons/Forum';
import {
  ApiBlueprint,
  createFrontendPlugin,
  PageBlueprint,
} from '@backstage/frontend-plugin-api';
import {
  convertLegacyRouteRef,
  convertLegacyRouteRefs,
} from '@backstage/core-compat-api';
import { ReactRouterV6PageRouter } from '@backstage/frontend-adapter-react-router-v6';
import { EntityContentBlueprint } from '@backstage/plugin-catalog-react/alpha';
import { HomePageWidgetBlueprint } from '@backstage/plugin-home-react/alpha';
import {
  SearchFilterResultTypeBlueprint,
  SearchResultListItemBlueprint,
  type SearchResultItemExtensionComponent,
} from '@backstage/plugin-search-react/alpha';
import { AGORA_SEARCH_TYPE } from '../api/types';
import { agoraCardOptions } from '../features/card/cardExtension';
import {
  agoraRouteRefs,
  catalogEntityRouteRef,
  rootRouteRef,
} from '../routes';
import { agoraStoreApiFactory } from '../state/storeApi';
import { AGORA_TITLE } from '../translation';

/** The app's one Agora store, shared by the page, the widget and the tab. */
const agoraStoreApi = ApiBlueprint.make({
  name: 'store',
  params: defineParams => defineParams(agoraStoreApiFactory),
});

/** Agora's page at /agora; its title and icon also make the nav item. */
const agoraPage = PageBlueprint.make({
  params: {
    path: '/agora',
    title: AGORA_TITLE,
    icon: <ForumIcon />,
    routeRef: convertLegacyRouteRef(rootRouteRef),
    // Agora draws its own header with the section's subtitle.
    noHeader: true,
    // Agora's pages route with React Router v6 (`<Routes>` below /agora):
    // the adapter scopes it to this page, as frontend-plugin-api 1.0 asks of
    // every page (no "implicit React Router v6 routing" warning).
    loader: () =>
      import('../AgoraPage').then(m => (
        <ReactRouterV6PageRouter>
          <m.AgoraPage />
        </ReactRouterV6PageRouter>
      )),
  },
});

/** The dashboard card on the home page, as the legacy `AgoraHomePageCard`. */
const agoraHomePageWidget = HomePageWidgetBlueprint.make({
  name: 'card',
  params: agoraCardOptions,
});

/** Agora's posts and collections in portal search. */
const agoraSearchResultListItem = SearchResultListItemBlueprint.make({
  params: {
    predicate: result => result.type === AGORA_SEARCH_TYPE,
    component: () =>
      import('../features/search/AgoraSearchResultListItem').then(
        // The predicate lets only Agora's documents reach the item, which
        // types its `result` as one; the blueprint types every item for any.
        m => m.AgoraSearchResultListItem as SearchResultItemExtensionComponent,
      ),
  },
});

/** "Q&A" in the search page's result type filter. */
const agoraSearchResultType = SearchFilterResultTypeBlueprint.make({
  params: { value: AGORA_SEARCH_TYPE, name: AGORA_TITLE, icon: <ForumIcon /> },
});

/** The "Q&A" tab of every catalog entity's page. */
const agoraEntityContent = EntityContentBlueprint.make({
  params: {
    path: '/agora',
    title: AGORA_TITLE,
    loader: () =>
      import('../features/entityContent/EntityAgoraContent').then(m => (
        <ReactRouterV6PageRouter>
          <m.EntityAgoraContent />
        </ReactRouterV6PageRouter>
      )),
  },
});

/**
 * Agora for Backstage's new frontend system: the store API, the page (and
 * with it the nav item), the home page widget, the search result item with
 * its result type, and the catalog entity tab, all on the components of the
 * legacy plugin. Its routes are the legacy route refs, so
 * `agoraRouteRefs.root` and every page's ref link into it, and so is its
 * external route to the catalog entity page.
 * @alpha
 */
export const agoraPlugin = createFrontendPlugin({
  pluginId: 'agora',
  title: AGORA_TITLE,
  icon: <ForumIcon />,
  routes: convertLegacyRouteRefs(agoraRouteRefs),
  // Bound by default to the catalog's entity page ("View in catalog").
  externalRoutes: convertLegacyRouteRefs({
    catalogEntity: catalogEntityRouteRef,
  }),
  extensions: [
    agoraStoreApi,
    agoraPage,
    agoraHomePageWidget,
    agoraSearchResultListItem,
    agoraSearchResultType,
    agoraEntityContent,
  ],
});
