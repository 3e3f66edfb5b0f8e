/** Every cache tag type Agora uses. */
export const TAG_TYPES = [
  'Post',
  'Answer',
  'Collection',
  'Tag',
  'User',
  'Entity',
  'Template',
  'Follow',
  'Statistics',
  'AIStatus',
  'AI',
  'Suggestion',
] as const;

export type AgoraTagType = (typeof TAG_TYPES)[number];

/** Id of the tag every list of a type provides; creates invalidate it. */
export const LIST = 'LIST';

/** Abstract ids of the followed lists, under the `Follow` tag type. */
export const FOLLOWED = {
  tags: 'TAGS',
  entities: 'ENTITIES',
  users: 'USERS',
  collections: 'COLLECTIONS',
} as const;

/**
 * Tags for a list result: the list tag plus one per item, so changing an
 * item refreshes exactly the lists that show it.
 */
export function providesList<T extends AgoraTagType, Id extends string | number>(
  type: T,
  ids: Id[] | undefined,
) {
  return [
    { type, id: LIST } as const,
    ...(ids ?? []).map(id => ({ type, id }) as const),
  ];
}
