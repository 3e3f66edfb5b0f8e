import {
  DEFAULT_CARD_SETTINGS,
  LIMITS,
  cardSettingsSchema,
  createPostBody,
  tagsQuery,
  usersQuery,
  postsQuery,
  zDay,
  zId,
} from '.';

const post = { type: 'question', title: 'Why?', content: 'Because.' } as const;
const messages = (result: {
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map(i => `${i.path.join('.')}: ${i.message}`);

describe('the contract', () => {
  it('bounds titles at LIMITS.titleMaxLength characters, after trimming', () => {
    const title = 'a'.repeat(LIMITS.titleMaxLength);
    expect(
      createPostBody.safeParse({ ...post, title: ` ${title} ` }).success,
    ).toBe(true);
    expect(
      messages(createPostBody.safeParse({ ...post, title: `${title}a` })),
    ).toEqual(['title: Titles have at most 255 characters']);
  });

  it('normalises tags, drops duplicates and allows five per post', () => {
    const parsed = createPostBody.parse({
      ...post,
      tags: [' React Native ', 'react-native'],
    });
    expect(parsed.tags).toEqual(['react-native']);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(messages(createPostBody.safeParse({ ...post, tags: six }))).toEqual([
      'tags: At most 5 tags per post',
    ]);
    expect(
      messages(createPostBody.safeParse({ ...post, tags: ['-x'] })),
    ).toEqual(['tags.0: Tags are lower-case words joined by -, _ or .']);
    expect(
      createPostBody.safeParse({ ...post, tags: ['a'.repeat(51)] }).success,
    ).toBe(false);
  });

  it('takes the wire forms of a query string: text numbers, booleans, single values', () => {
    expect(
      postsQuery.parse({
        limit: '25',
        favorite: 'false',
        tags: 'k8s',
        author: '',
        type: null,
      }),
    ).toEqual({
      limit: 25,
      favorite: false,
      tags: ['k8s'],
      author: undefined,
      type: undefined,
    });
    expect(
      postsQuery.safeParse({ limit: LIMITS.maxPageSize + 1 }).success,
    ).toBe(false);
    expect(postsQuery.safeParse({ orderBy: 'random' }).success).toBe(false);
  });

  it("fills each list's default sort and page", () => {
    expect(tagsQuery.parse({})).toEqual({
      limit: LIMITS.defaultPageSize,
      offset: 0,
      orderBy: 'postsCount',
      order: 'desc',
    });
    expect(usersQuery.parse({}).orderBy).toBe('reputation');
    expect(usersQuery.safeParse({ orderBy: 'tag' }).success).toBe(false);
  });

  it('accepts ids from 1 to 2147483647 and real calendar days only', () => {
    expect(zId.safeParse('2147483647').success).toBe(true);
    expect(zId.safeParse(2147483648).success).toBe(false);
    expect(zId.safeParse(0).success).toBe(false);
    expect(zDay.safeParse('2024-02-29').success).toBe(true);
    expect(zDay.safeParse('2023-02-29').success).toBe(false);
    expect(zDay.safeParse('9999-01-01').success).toBe(false);
  });

  it('gives the dashboard card 10 latest posts of every type by default', () => {
    expect(DEFAULT_CARD_SETTINGS).toEqual({
      rowsPerPage: 10,
      quickFilter: 'latest',
    });
    expect(cardSettingsSchema.safeParse({ rowsPerPage: 25 }).success).toBe(
      false,
    );
    expect(
      cardSettingsSchema.safeParse({
        quickFilter: 'most_viewed',
        postType: 'link',
      }).success,
    ).toBe(true);
  });
});
