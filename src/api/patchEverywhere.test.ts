import { makeCollection } from '../testing/fixtures/collections';
import { makeEntity } from '../testing/fixtures/entities';
import { makeAnswer, makeComment, makePost } from '../testing/fixtures/posts';
import { makeTag } from '../testing/fixtures/tags';
import { makeTemplate } from '../testing/fixtures/templates';
import { makeUserStats } from '../testing/fixtures/users';
import { forEachCopy, type ItemTag, type ItemType } from './patchEverywhere';
import { tagByName } from './tags';

/** The copies `forEachCopy` finds, in walk order. */
function copies<T extends ItemType>(response: unknown, item: ItemTag<T>) {
  const found: unknown[] = [];
  forEachCopy(response, item, copy => found.push(copy));
  return found;
}

describe('forEachCopy', () => {
  const post = makePost({ id: 1 });

  it('finds a post whatever the shape around it', () => {
    const question = makePost({ id: 1, answers: [makeAnswer({ id: 1 })] });
    expect(copies(question, { type: 'Post', id: 1 })).toEqual([question]);
    expect(
      copies(
        { posts: [makePost({ id: 2 }), post], total: 2 },
        {
          type: 'Post',
          id: 1,
        },
      ),
    ).toEqual([post]);
    const nested = {
      sections: [{ rows: [{ post }] }, { rows: [{ post: { ...post } }] }],
    };
    expect(copies(nested, { type: 'Post', id: 1 })).toHaveLength(2);
  });

  it('tells a post from other records with the same id', () => {
    const collection = makeCollection({ id: 1, posts: [post] });
    const others = [
      makeAnswer({ id: 1 }),
      makeComment({ id: 1 }),
      makeTemplate({ id: 1 }),
      makeTag({ id: 1 }),
    ];
    expect(copies([collection, ...others], { type: 'Post', id: 1 })).toEqual([
      post,
    ]);
  });

  it('finds an answer inside its question, not the question or a comment with its id', () => {
    const answer = makeAnswer({ id: 11, postId: 1 });
    const question = makePost({
      id: 11,
      answers: [answer],
      comments: [makeComment({ id: 11 })],
    });
    expect(copies(question, { type: 'Answer', id: 11 })).toEqual([answer]);
  });

  it('finds a collection, not the posts in it', () => {
    const collection = makeCollection({ id: 1, posts: [post] });
    expect(
      copies(
        { collections: [collection] },
        {
          type: 'Collection',
          id: 1,
        },
      ),
    ).toEqual([collection]);
  });

  it('finds a tag by name or by number, not a post filed under it', () => {
    const catalog = makeTag({ id: 7, tag: 'catalog' });
    const response = [makePost({ id: 7, tags: ['catalog'] }), catalog];
    expect(copies(response, tagByName('catalog'))).toEqual([catalog]);
    expect(copies(response, { type: 'Tag', id: 7 })).toEqual([catalog]);
    expect(copies(response, tagByName('docs'))).toEqual([]);
  });

  it('finds entities and users by ref, not their statistics', () => {
    const ref = 'component:default/payments';
    const entity = makeEntity({ entityRef: ref });
    expect(copies({ entities: [entity] }, { type: 'Entity', id: ref })).toEqual(
      [entity],
    );
    const jane = makeUserStats({ userRef: 'user:default/jane' });
    const statistics = { summary: { totalFollowers: 3 } };
    expect(
      copies([statistics, { users: [jane] }], {
        type: 'User',
        id: 'user:default/jane',
      }),
    ).toEqual([jane]);
  });

  it('visits each copy once, without searching inside it', () => {
    const outer = makePost({ id: 1 }) as unknown as Record<string, unknown>;
    outer.related = makePost({ id: 1 });
    expect(copies(outer, { type: 'Post', id: 1 })).toEqual([outer]);
  });

  it('finds nothing in empty, failed or null responses', () => {
    for (const response of [undefined, null, 0, 'text', [], {}]) {
      expect(copies(response, { type: 'Post', id: 1 })).toEqual([]);
    }
  });
});
