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
  'Revision',
  'Flag',
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
  posts: 'POSTS',
} as const;

/**
 * Tags for a list result: the list tag plus one per item, so changing an
 * item refreshes exactly the lists that show it.
 */
export function providesList<
  T extends AgoraTagType,
  Id extends string | number,
>(type: T, ids: Id[] | undefined) {
  return [
    { type, id: LIST } as const,
    ...(ids ?? []).map(id => ({ type, id }) as const),
  ];
}

const TAG_NAME = 'name:';

/**
 * A tag's cache id by name. Follows and posts name tags while lists and
 * edits number them, so tag reads provide both; the prefix keeps a tag
 * named `5` apart from the tag with id 5.
 */
export const tagByName = (name: string) =>
  ({ type: 'Tag', id: `${TAG_NAME}${name}` }) as const;

/** The name in a `tagByName` id; undefined for a numeric tag id. */
export const tagNameOf = (id: string | number) =>
  typeof id === 'string' && id.startsWith(TAG_NAME)
    ? id.slice(TAG_NAME.length)
    : undefined;

/**
 * Tags for a list of tags: the list tag, and each tag by number and by
 * name, so edits (by number) and follows (by name) both find its rows.
 */
export const providesTagList = (tags: Array<{ id: number; tag: string }>) => [
  ...providesList(
    'Tag',
    tags.map(t => t.id),
  ),
  ...tags.map(t => tagByName(t.tag)),
];

/**
 * The history of one post or answer, under `Revision`: edits and restores
 * add a revision, so they invalidate it. Posts and answers are numbered
 * apart, hence the prefix.
 */
export const historyOf = (subject: { postId: number; answerId?: number }) =>
  ({
    type: 'Revision',
    id:
      subject.answerId === undefined
        ? `post:${subject.postId}`
        : `answer:${subject.answerId}`,
  }) as const;

/** Abstract ids under `Statistics`: what each statistics read shows. */
export const STATISTICS = {
  /** Global totals and their daily series. */
  global: 'GLOBAL',
  /** The five leaderboards. */
  rankings: 'RANKINGS',
  /** The signed-in person's impact (views of their posts). */
  impact: 'IMPACT',
} as const;

/**
 * What a write does to the aggregates: the named statistics, and the totals
 * of people (`User`: user lists and per-user statistics). A write always
 * changes the acting person's totals and the client does not know who that
 * is, so every `User` entry is reread; only views that are open refetch,
 * the others are just dropped from the cache.
 */
export function aggregatesChanged(...which: Array<keyof typeof STATISTICS>) {
  return [
    ...which.map(w => ({ type: 'Statistics', id: STATISTICS[w] }) as const),
    { type: 'User' } as const,
  ];
}
