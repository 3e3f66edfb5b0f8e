// Run by dev/scripts/check-frontend-dist.mjs after `npm run build`: the built
// ESM entry points (not src/) load in jsdom next to the installed peer
// dependencies and hand out what src/index.ts and src/alpha export.
import { createElement } from 'react';
import { getComponentData } from '@backstage/core-plugin-api';
import * as agora from '../../../dist/index.esm.js';
import agoraAlphaDefault, * as agoraAlpha from '../../../dist/alpha.esm.js';

describe('the built frontend plugin (dist)', () => {
  it('exports the legacy plugin with its page, card, entity tab and search item', () => {
    expect(agora.agoraPlugin.getId()).toBe('agora');
    expect(agora.agoraPlugin.routes.root).toBe(agora.agoraRootRouteRef);
    expect(agora.agoraRouteRefs).toBe(agora.agoraPlugin.routes);
    // Extensions carry the plugin and, for the page, its mount point.
    for (const extension of [
      agora.AgoraPage,
      agora.AgoraHomePageCard,
      agora.AgoraSearchResultListItem,
      agora.EntityAgoraContent,
    ]) {
      expect(getComponentData(createElement(extension), 'core.plugin')).toBe(
        agora.agoraPlugin,
      );
    }
    expect(
      getComponentData(createElement(agora.AgoraPage), 'core.mountPoint'),
    ).toBe(agora.agoraRootRouteRef);
    expect(agora.agoraTranslationRef.id).toBe('agora');
    expect(agora.agoraStoreApiFactory.api).toBe(agora.agoraStoreApiRef);
  });

  it('exports the new frontend system plugin from ./alpha as default', () => {
    expect(agoraAlphaDefault).toBe(agoraAlpha.agoraPlugin);
    expect(agoraAlphaDefault.$$type).toBe('@backstage/FrontendPlugin');
    expect(agoraAlphaDefault.id).toBe('agora');
  });
});
