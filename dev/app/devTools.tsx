import { createPortal } from 'react-dom';
import { createApiFactory, useApi } from '@backstage/core-plugin-api';
import { createDevTools } from '@redux-devtools/core';
import { DockMonitor } from '@redux-devtools/dock-monitor';
import { InspectorMonitor } from '@redux-devtools/inspector-monitor';
import { makeAgoraStore } from '../../src/state/store';
import {
  agoraStoreApiFactory,
  agoraStoreApiRef,
} from '../../src/state/storeApi';

/** localStorage key that keeps the in-page DevTools on across reloads. */
export const DEVTOOLS_KEY = 'agora.devtools';

/**
 * Whether the dev portal shows the in-page Redux DevTools: `?devtools` in
 * the address turns them on and remembers it, `?devtools=off` turns them
 * off; off unless asked for (docs/devtools.md).
 */
export function devToolsEnabled(): boolean {
  const param = new URLSearchParams(window.location.search).get('devtools');
  try {
    if (param === 'off') window.localStorage.removeItem(DEVTOOLS_KEY);
    else if (param !== null) window.localStorage.setItem(DEVTOOLS_KEY, 'on');
    return window.localStorage.getItem(DEVTOOLS_KEY) === 'on';
  } catch {
    // No storage (e.g. blocked): the address alone decides.
    return param !== null && param !== 'off';
  }
}

// The extension's Inspector monitor, docked on the right; Ctrl+H hides and
// shows it, Ctrl+Q moves it to another side.
const AgoraDevTools = createDevTools(
  <DockMonitor
    toggleVisibilityKey="ctrl-h"
    changePositionKey="ctrl-q"
    defaultPosition="right"
    defaultSize={0.45}
    defaultIsVisible
  >
    <InspectorMonitor />
  </DockMonitor>,
);

/**
 * Agora's store with the DevTools' `instrument()` enhancer, replacing the
 * plugin's store API (an app's own factory wins over a plugin's); the same
 * dependencies, so the store is the one the page, card and search share.
 */
export const devToolsStoreApiFactory = createApiFactory({
  api: agoraStoreApiRef,
  deps: agoraStoreApiFactory.deps,
  factory: extra =>
    makeAgoraStore({
      extra,
      // As many actions as the extension keeps by default.
      enhancers: [AgoraDevTools.instrument({ maxAge: 50 })],
    }),
});

type DevToolsStore = NonNullable<
  ConstructorParameters<typeof AgoraDevTools>[0]['store']
>;

/**
 * The docked monitor for Agora's store, rendered over the page. Mounting it
 * creates the store, so the history starts at the store's first action.
 */
export function AgoraDevToolsDock() {
  // instrument() gave the store its liftedStore at run time; the store API's
  // type does not carry the enhancer's extension.
  const store = useApi(agoraStoreApiRef) as unknown as DevToolsStore;
  return createPortal(
    <aside aria-label="Redux DevTools">
      <AgoraDevTools store={store} />
    </aside>,
    document.body,
  );
}
