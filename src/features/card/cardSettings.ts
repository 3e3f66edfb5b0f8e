import * as z from 'zod/mini';
import type { CardSettings as HomeCardSettings } from '@backstage/plugin-home-react';
import {
  CARD_QUICK_FILTERS,
  cardSettingsSchema,
  POST_TYPES,
  DEFAULT_CARD_SETTINGS,
  type CardSettings,
  type PostsQuery,
} from '../../api/types';
import { DEFAULT_LIST_FILTERS, toPostsQuery } from '../../state/listFilters';
import { cardMessages } from './cardMessages';

/** A JSON schema as the home page's settings form reads it. */
type SettingsSchema = NonNullable<HomeCardSettings['schema']>;

/** What the card lists: one of the contract's quick filters. */
export type CardQuickFilter = CardSettings['quickFilter'];

/**
 * The card's settings as the home page's settings form (JSON schema,
 * validated with ajv) takes them: generated from the contract's schema, so
 * choices and defaults are written once, plus the fields' labels. Draft 7 is
 * the dialect the home page's form validator reads.
 */
export const cardSettingsJsonSchema: SettingsSchema = (() => {
  const generated = z.toJSONSchema(cardSettingsSchema, {
    io: 'input',
    target: 'draft-7',
  }) as SettingsSchema;
  const properties = generated.properties as Record<
    keyof CardSettings,
    SettingsSchema
  >;
  return {
    ...generated,
    // Settings saved by an older card must not break the form.
    additionalProperties: true,
    properties: {
      postType: {
        ...properties.postType,
        title: cardMessages.settings.postType,
      },
      rowsPerPage: {
        ...properties.rowsPerPage,
        title: cardMessages.settings.rowsPerPage,
      },
      quickFilter: {
        ...properties.quickFilter,
        title: cardMessages.settings.quickFilter,
      },
    },
  };
})();

/** Labels of the choices in the settings form, in the contract's order. */
export const cardSettingsUiSchema = {
  postType: {
    'ui:enumNames': POST_TYPES.map(type => cardMessages.type[type]),
  },
  quickFilter: {
    'ui:enumNames': CARD_QUICK_FILTERS.map(
      filter => cardMessages.quickFilter[filter],
    ),
  },
};

/**
 * The settings a home page hands the card (saved by a person, so possibly
 * stale): each valid field is kept, anything else falls back to its default.
 */
export function readCardSettings(props: Record<string, unknown>): CardSettings {
  const read = <K extends keyof CardSettings>(key: K): CardSettings[K] => {
    const parsed = cardSettingsSchema.shape[key].safeParse(props[key]);
    return parsed.success
      ? (parsed.data as CardSettings[K])
      : DEFAULT_CARD_SETTINGS[key];
  };
  return {
    postType: read('postType'),
    rowsPerPage: read('rowsPerPage'),
    quickFilter: read('quickFilter'),
  };
}

/**
 * The card's request for a page: a post list's request (`toPostsQuery`),
 * so the card and the page share cache entries when they ask for the same.
 */
export function cardPostsQuery(
  settings: Pick<CardSettings, 'postType' | 'rowsPerPage'>,
  quickFilter: CardQuickFilter,
  page: number,
): PostsQuery {
  return toPostsQuery({
    ...DEFAULT_LIST_FILTERS,
    type: settings.postType,
    orderBy: quickFilter === 'most_viewed' ? 'views' : 'created',
    favorite: quickFilter === 'favorites',
    page,
    // The card's row counts are its own choices, not a list's page sizes.
    pageSize: settings.rowsPerPage as (typeof DEFAULT_LIST_FILTERS)['pageSize'],
  });
}
