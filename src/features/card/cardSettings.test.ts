import validator from '@rjsf/validator-ajv8';
import {
  CARD_QUICK_FILTERS,
  CARD_ROWS_PER_PAGE,
  DEFAULT_CARD_SETTINGS,
  POST_TYPES,
} from '../../api/types';
import { DEFAULT_LIST_FILTERS, toPostsQuery } from '../../state/listFilters';
import {
  cardPostsQuery,
  cardSettingsJsonSchema,
  cardSettingsUiSchema,
  readCardSettings,
} from './cardSettings';

// The home page's settings form validates with this validator.
const errorsOf = (settings: Record<string, unknown>) =>
  validator.validateFormData(settings, cardSettingsJsonSchema).errors;

describe('the card settings schema', () => {
  it('offers exactly the choices and defaults of the card', () => {
    const { properties } = cardSettingsJsonSchema as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(properties)).toEqual([
      'postType',
      'rowsPerPage',
      'quickFilter',
    ]);
    expect(properties.postType).toEqual({
      type: 'string',
      enum: ['question', 'article', 'link'],
      title: 'Post type',
    });
    expect(properties.rowsPerPage).toEqual({
      type: 'number',
      enum: [5, 10, 20, 30, 40, 50],
      default: 10,
      title: 'Rows per page',
    });
    expect(properties.quickFilter).toEqual({
      type: 'string',
      enum: ['latest', 'favorites', 'most_viewed'],
      default: 'latest',
      title: 'Quick filter',
    });
    expect(cardSettingsJsonSchema.required ?? []).toEqual([]);
    expect(cardSettingsUiSchema.postType['ui:enumNames']).toEqual([
      'Question',
      'Article',
      'Link',
    ]);
    expect(cardSettingsUiSchema.quickFilter['ui:enumNames']).toEqual([
      'Latest',
      'Favorites',
      'Most viewed',
    ]);
  });

  it('accepts every choice, and no settings at all', () => {
    expect(errorsOf({})).toEqual([]);
    for (const postType of POST_TYPES)
      expect(errorsOf({ postType })).toEqual([]);
    for (const rowsPerPage of CARD_ROWS_PER_PAGE)
      expect(errorsOf({ rowsPerPage })).toEqual([]);
    for (const quickFilter of CARD_QUICK_FILTERS)
      expect(errorsOf({ quickFilter })).toEqual([]);
  });

  it.each([
    [{ postType: 'poll' }, '.postType'],
    [{ postType: 'Question' }, '.postType'],
    [{ rowsPerPage: 7 }, '.rowsPerPage'],
    [{ rowsPerPage: 100 }, '.rowsPerPage'],
    [{ rowsPerPage: '10' }, '.rowsPerPage'],
    [{ quickFilter: 'hot' }, '.quickFilter'],
    [{ quickFilter: 'most viewed' }, '.quickFilter'],
  ])('refuses %j', (settings, property) => {
    const errors = errorsOf(settings);
    expect(errors.map(error => error.property)).toContain(property);
  });
});

describe('readCardSettings', () => {
  it('fills in the defaults: every type, 10 rows, latest', () => {
    expect(readCardSettings({})).toEqual(DEFAULT_CARD_SETTINGS);
    expect(DEFAULT_CARD_SETTINGS).toEqual({
      rowsPerPage: 10,
      quickFilter: 'latest',
    });
  });

  it('keeps valid settings and replaces invalid ones by their default', () => {
    expect(
      readCardSettings({
        postType: 'article',
        rowsPerPage: 30,
        quickFilter: 'most_viewed',
      }),
    ).toEqual({
      postType: 'article',
      rowsPerPage: 30,
      quickFilter: 'most_viewed',
    });
    expect(
      readCardSettings({ postType: 'poll', rowsPerPage: 7, quickFilter: 'x' }),
    ).toEqual(DEFAULT_CARD_SETTINGS);
  });
});

describe('cardPostsQuery', () => {
  it('asks for the newest, most viewed or favorite posts of a page', () => {
    const settings = { rowsPerPage: 5 as const };
    expect(cardPostsQuery(settings, 'latest', 1)).toEqual({
      limit: 5,
      offset: 0,
      orderBy: 'created',
      order: 'desc',
    });
    expect(cardPostsQuery(settings, 'most_viewed', 3)).toEqual({
      limit: 5,
      offset: 10,
      orderBy: 'views',
      order: 'desc',
    });
    expect(
      cardPostsQuery({ ...settings, postType: 'link' }, 'favorites', 1),
    ).toEqual({
      type: 'link',
      limit: 5,
      offset: 0,
      orderBy: 'created',
      order: 'desc',
      favorite: true,
    });
  });

  it('is the questions list request for the same posts, so they share a cache entry', () => {
    expect(
      cardPostsQuery({ postType: 'question', rowsPerPage: 10 }, 'latest', 1),
    ).toEqual(toPostsQuery({ ...DEFAULT_LIST_FILTERS, type: 'question' }));
  });
});
