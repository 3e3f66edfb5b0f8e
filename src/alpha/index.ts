/**
 * Agora for Backstage's new frontend system: `import agoraPlugin from
 * 'backstage-plugin-agora/alpha'` and add it to the app's features (or let
 * feature discovery find it).
 *
 * @packageDocumentation
 */

import { agoraPlugin } from './plugin';

/** @alpha */
export default agoraPlugin;
/** @alpha */
export { agoraPlugin };
