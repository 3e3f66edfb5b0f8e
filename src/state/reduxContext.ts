import { createContext } from 'react';
import type { ReactReduxContextValue } from 'react-redux';

/**
 * Agora's private react-redux context, typed loosely: the store's state type
 * is derived from the RTK Query api (`api/agoraApi.ts`), whose hooks bind to
 * this context, so typing it with that state here would make the modules
 * import each other. `state/context.ts` gives components the same context
 * and its hooks typed with the store's state.
 */
export const agoraReduxContext = createContext<ReactReduxContextValue | null>(
  null,
);
agoraReduxContext.displayName = 'AgoraReduxContext';
