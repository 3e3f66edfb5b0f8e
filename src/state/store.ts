import {
  combineSlices,
  configureStore,
  type StoreEnhancer,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { agoraApi } from '../api/agoraApi';
import type { AgoraExtra } from '../api/baseQuery';
import { draftsSlice } from './draftsSlice';
import { loadDrafts, persistDrafts } from './draftsStorage';
import { listFiltersSlice } from './listFiltersSlice';
import { noticesSlice } from './noticesSlice';
import { preferencesSlice } from './preferencesSlice';
import {
  browserStorage,
  loadPreferences,
  persistPreferences,
  type PreferencesStorage,
} from './preferencesStorage';

/** Server cache plus the UI slices; slices are added to this list. */
const rootReducer = combineSlices(
  agoraApi,
  listFiltersSlice,
  draftsSlice,
  preferencesSlice,
  noticesSlice,
);

/** @public */
export type AgoraState = ReturnType<typeof rootReducer>;

/** Options of {@link makeAgoraStore}. */
export interface MakeAgoraStoreOptions {
  /** Backstage APIs the base query and optimistic updates use. */
  extra: AgoraExtra;
  preloadedState?: Partial<AgoraState>;
  /**
   * Where preferences and unsent drafts are remembered: the browser's
   * localStorage when omitted, nowhere when null (tests, or hosts that
   * forbid storage).
   */
  storage?: PreferencesStorage | null;
  /**
   * Enhancers applied after Agora's own, e.g. the dev portal's in-page
   * DevTools (`instrument()`, docs/devtools.md); none by default.
   */
  enhancers?: StoreEnhancer[];
}

/**
 * Builds one Agora store. The app gets exactly one through the store API
 * (`storeApi.ts`); tests build a fresh one each.
 */
export function makeAgoraStore({
  extra,
  preloadedState,
  storage,
  enhancers = [],
}: MakeAgoraStoreOptions) {
  const preferencesStorage =
    storage === null ? undefined : (storage ?? browserStorage());
  const savedPreferences = loadPreferences(preferencesStorage);
  const savedDrafts = loadDrafts(preferencesStorage);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(savedPreferences ? { preferences: savedPreferences } : {}),
      ...(savedDrafts ? { drafts: savedDrafts } : {}),
      ...preloadedState,
    } as AgoraState,
    middleware: getDefault =>
      getDefault({ thunk: { extraArgument: extra } }).concat(
        agoraApi.middleware,
      ),
    // RTK Query's actions (a vote's pending and cache patch) notify the UI
    // after the current task rather than at the next animation frame (RTK's
    // default), so an optimistic change renders in the click's task and is
    // painted in the next frame (docs/performance.md, client).
    enhancers: getDefault =>
      getDefault({ autoBatch: { type: 'tick' } }).concat(enhancers),
    devTools: process.env.NODE_ENV !== 'production' ? { name: 'Agora' } : false,
  });
  setupListeners(store.dispatch);
  persistPreferences(store, preferencesStorage);
  persistDrafts(store, preferencesStorage);
  return store;
}

/** @public */
export type AgoraStore = ReturnType<typeof makeAgoraStore>;
/** @public */
export type AgoraDispatch = AgoraStore['dispatch'];
