import * as z from 'zod/mini';
import { POST_TYPES } from './posts';

/*
 * Settings of the dashboard card (the home page's Agora card). They are not
 * sent to the server, but the card's settings form and its query both read
 * them, so they live with the rest of the contract.
 */

/** Rows the dashboard card can show. @public */
export const CARD_ROWS_PER_PAGE = [5, 10, 20, 30, 40, 50] as const;
/** What the dashboard card lists. @public */
export const CARD_QUICK_FILTERS = [
  'latest',
  'favorites',
  'most_viewed',
] as const;

export const cardSettingsSchema = z.object({
  /** No default: the card shows every type. */
  postType: z.optional(z.enum(POST_TYPES)),
  rowsPerPage: z._default(z.literal(CARD_ROWS_PER_PAGE), 10),
  quickFilter: z._default(z.enum(CARD_QUICK_FILTERS), 'latest'),
});

/** Settings of the dashboard card, defaults filled in. @public */
export type CardSettings = z.output<typeof cardSettingsSchema>;
/** The settings of a card nobody configured. @public */
export const DEFAULT_CARD_SETTINGS: CardSettings = cardSettingsSchema.parse({});
