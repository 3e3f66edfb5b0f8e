import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
} from 'react-redux';
import { agoraReduxContext as apiContext } from '../state/reduxContext';
import { agoraBaseQuery } from './baseQuery';
import { TAG_TYPES } from './tags';

// The store's state type is derived from this api, so the api's hooks are
// built on the context typed loosely (state/reduxContext.ts): typing them
// with AgoraState would make the types circular. Components use the typed
// hooks of state/context.ts.

/** RTK Query `createApi` whose hooks are bound to Agora's private context. */
const createAgoraApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: createDispatchHook(apiContext),
      useSelector: createSelectorHook(apiContext),
      useStore: createStoreHook(apiContext),
    },
  }),
);

/**
 * The empty Agora API. Each domain adds its endpoints with `injectEndpoints`
 * in `features/<domain>/<domain>Api.ts`; import hooks from those files.
 */
export const agoraApi = createAgoraApi({
  reducerPath: 'agoraApi',
  baseQuery: agoraBaseQuery,
  tagTypes: TAG_TYPES,
  // Revalidate when the person returns to the tab, like the rest of Backstage.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
