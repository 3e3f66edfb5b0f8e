import type { HomePageWidgetBlueprintParams } from '@backstage/plugin-home-react/alpha';
import { cardMessages } from './cardMessages';
import { cardSettingsJsonSchema, cardSettingsUiSchema } from './cardSettings';

/**
 * The dashboard card as both home page systems take it: the legacy
 * `createCardExtension` (src/plugin.ts) and the new frontend system's
 * `HomePageWidgetBlueprint` (src/alpha) get the same name, frame, settings
 * and parts, so a layout saved under one name works in either.
 */
export const agoraCardOptions = {
  name: 'AgoraHomePageCard',
  // The card's frame is drawn before any translation is loaded.
  title: cardMessages.title,
  description: cardMessages.description,
  // Added from a home page's Edit mode, the card gets the grid rows (60 px,
  // 10 px apart) that its default ten posts need, not the grid's default 4.
  layout: { height: { minRows: 6, defaultRows: 10 }, width: { minColumns: 6 } },
  settings: {
    schema: cardSettingsJsonSchema,
    uiSchema: cardSettingsUiSchema,
  },
  components: () =>
    Promise.all([
      import('./AgoraHomePageCard'),
      import('../../components/AgoraExtensionProvider'),
    ]).then(([card, provider]) => ({
      Content: card.AgoraCardContent,
      // Outside Agora's page: the app's store and the page table for links.
      ContextProvider: provider.AgoraExtensionProvider,
    })),
} satisfies HomePageWidgetBlueprintParams;
