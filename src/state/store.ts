import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { agoraApi } from '../api/agoraApi';
import type { AgoraExtra } from '../api/baseQuery';

/** Server cache plus the UI slices; slices are added to this list. */
const rootReducer = combineSlices(agoraApi);

/** @public */
export type AgoraState = ReturnType<typeof rootReducer>;

/** Options of {@link makeAgoraStore}. */
export interface MakeAgoraStoreOptions {
  /** Backstage APIs the base query and optimistic updates use. */
  extra: AgoraExtra;
  preloadedState?: Partial<AgoraState>;
}

/**
 * Builds one Agora store. The app gets exactly one through the store API
 * (`storeApi.ts`); tests build a fresh one each.
 */
export function makeAgoraStore({ extra, preloadedState }: MakeAgoraStoreOptions) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as AgoraState | undefined,
    middleware: getDefault =>
      getDefault({ thunk: { extraArgument: extra } }).concat(agoraApi.middleware),
    devTools:
      process.env.NODE_ENV !== 'production' ? { name: 'Agora' } : false,
  });
  setupListeners(store.dispatch);
  return store;
}

/** @public */
export type AgoraStore = ReturnType<typeof makeAgoraStore>;
/** @public */
export type AgoraDispatch = AgoraStore['dispatch'];
