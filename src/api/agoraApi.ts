import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import {
  AgoraReduxContext,
  useAgoraDispatch,
  useAgoraSelector,
  useAgoraStore,
} from '../state/context';
import { agoraBaseQuery } from './baseQuery';
import { TAG_TYPES } from './tags';

/** RTK Query `createApi` whose hooks are bound to Agora's private context. */
const createAgoraApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: useAgoraDispatch,
      useSelector: useAgoraSelector,
      useStore: useAgoraStore,
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

export { AgoraReduxContext };
