import type { Knex } from 'knex';
import type { RankMove } from '@agora/contract';
import { ConflictError, NotFoundError } from '@backstage/errors';
import { ValidationError } from '../domain/errors';
import type { Caller } from '../domain/caller';
import { createRandom } from '../seed/random';
import { openTestDatabase } from '../testing/testDatabase';
import {
  addPostToCollection,
  rankPostInCollection,
  removePostFromCollection,
} from './collectionPosts';
import { createCollection, readCollection } from './collections';
import { createPost, deletePost, purgePost, restorePost } from './postWrites';

const owner: Caller = { userRef: 'user:default/alice', isModerator: false };
const moderator: Caller = { userRef: 'user:default/mod', isModerator: true };
const reader: Caller = { userRef: 'user:default/guest', isModerator: false };
const MOVES: RankMove[] = ['top', 'up', 'down', 'bottom'];

/**
 * The reference model: the collection as a plain list of post ids in rank
 * order, plus the ids that are soft-deleted. Readers see the list without
 * the deleted ones, and a move reorders only what readers see; the deleted
 * posts keep their index in the full list.
 */
class ReferenceCollection {
  order: number[] = [];
  deleted = new Set<number>();

  visible() {
    return this.order.filter(id => !this.deleted.has(id));
  }

  move(id: number, move: RankMove) {
    const seen = this.visible();
    const from = seen.indexOf(id);
    seen.splice(from, 1);
    const to = {
      top: 0,
      up: Math.max(0, from - 1),
      down: Math.min(seen.length, from + 1),
      bottom: seen.length,
    }[move];
    seen.splice(to, 0, id);
    const slots = this.order
      .map((postId, index) => (this.deleted.has(postId) ? -1 : index))
      .filter(index => index >= 0);
    slots.forEach((slot, i) => {
      this.order[slot] = seen[i];
    });
    return to + 1;
  }
}

describe('collection ranks', () => {
  let db: Knex;
  let close: () => Promise<void>;
  let postIds: number[];

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_ranks'));
    postIds = [];
    for (let i = 0; i < 12; i++) {
      postIds.push(
        await createPost(
          db,
          {
            type: (['question', 'article', 'link'] as const)[i % 3],
            title: `Post ${i}`,
            content: 'Body',
            tags: [],
            entities: [],
            images: [],
            anonymous: false,
            url: i % 3 === 2 ? `https://example.com/${i}` : undefined,
          },
          owner,
        ),
      );
    }
  });
  afterAll(() => close());

  /** The stored positions, which must be exactly 1..n. */
  async function storedOrder(collectionId: number) {
    const rows = await db('collection_posts')
      .where('collection_id', collectionId)
      .orderBy('position')
      .select('post_id', 'position');
    expect(rows.map(r => Number(r.position))).toEqual(
      rows.map((_r, i) => i + 1),
    );
    return rows.map(r => Number(r.post_id));
  }

  /** The status the route would answer for a refused call. */
  async function refusal(call: Promise<unknown>) {
    try {
      await call;
    } catch (error) {
      if (error instanceof ValidationError) return 400;
      if (error instanceof NotFoundError) return 404;
      if (error instanceof ConflictError) return 409;
      throw error;
    }
    return undefined;
  }

  it('match a reference list over hundreds of random adds, removes, moves, deletes and restores', async () => {
    // Seeded, so a failure names an operation that replays the same way.
    const random = createRandom(20240601);
    const id = await createCollection(db, { title: 'Property' }, owner);
    const model = new ReferenceCollection();
    const log: string[] = [];
    for (let step = 0; step < 400; step++) {
      const members = model.order;
      const outside = postIds.filter(p => !members.includes(p));
      const visible = model.visible();
      const roll = random.next();
      // What the step answered and what the model says it must answer.
      let answer: unknown;
      let expected: unknown;
      if (roll < 0.25 && outside.length > 0) {
        const postId = random.pick(outside);
        log.push(`add ${postId}`);
        await addPostToCollection(db, id, postId, moderator);
        model.order.push(postId);
      } else if (roll < 0.3 && members.length > 0) {
        const postId = random.pick(members);
        log.push(`add again ${postId}`);
        answer = await refusal(addPostToCollection(db, id, postId, moderator));
        expected = 409;
      } else if (roll < 0.42 && members.length > 0) {
        const postId = random.pick(members);
        log.push(`remove ${postId}`);
        await removePostFromCollection(db, id, postId, owner);
        model.order.splice(model.order.indexOf(postId), 1);
      } else if (roll < 0.45 && outside.length > 0) {
        const postId = random.pick(outside);
        log.push(`remove outsider ${postId}`);
        answer = await refusal(removePostFromCollection(db, id, postId, owner));
        expected = 404;
      } else if (roll < 0.5 && visible.length > 1) {
        const postId = random.pick(visible);
        log.push(`delete ${postId}`);
        await deletePost(db, postId, 'test', moderator);
        model.deleted.add(postId);
      } else if (roll < 0.55 && model.deleted.size > 0) {
        const postId = random.pick([...model.deleted]);
        log.push(`restore ${postId}`);
        await restorePost(db, postId, moderator);
        model.deleted.delete(postId);
      } else if (visible.length > 0) {
        const postId = random.pick(visible);
        const move = random.pick(MOVES);
        log.push(`${move} ${postId}`);
        answer = await rankPostInCollection(db, id, postId, move, owner);
        expected = model.move(postId, move);
      }
      expect({ log, answer, order: await storedOrder(id) }).toEqual({
        log,
        answer: expected,
        order: model.order,
      });
      // What readers get, now and then (it costs a full read).
      const read =
        step % 20 === 0 ? await readCollection(db, id, reader) : undefined;
      expect(read?.posts?.map(p => p.id) ?? model.visible()).toEqual(
        model.visible(),
      );
    }
    expect(
      log.filter(l => /^(top|up|down|bottom) /.test(l)).length,
    ).toBeGreaterThan(100);
    // A deleted member keeps its slot but cannot be moved.
    const [doomed] = model.visible();
    await deletePost(db, doomed, 'test', moderator);
    model.deleted.add(doomed);
    expect(
      await refusal(rankPostInCollection(db, id, doomed, 'top', owner)),
    ).toBe(400);
    for (const postId of model.deleted) {
      await restorePost(db, postId, moderator);
    }
  });

  it('renumber without holes when a member post is purged', async () => {
    const id = await createCollection(db, { title: 'Purge' }, owner);
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map(i =>
        createPost(
          db,
          {
            type: 'question',
            title: `Purged ${i}`,
            content: 'Body',
            tags: [],
            entities: [],
            images: [],
            anonymous: false,
          },
          owner,
        ),
      ),
    );
    for (const postId of [a, b, c]) {
      await addPostToCollection(db, id, postId, owner);
    }
    await purgePost(db, b, moderator);
    expect(await storedOrder(id)).toEqual([a, c]);
    expect(await rankPostInCollection(db, id, c, 'top', owner)).toBe(1);
    expect(await storedOrder(id)).toEqual([c, a]);
  });

  it('lose no post when two editors move and add at the same time', async () => {
    const id = await createCollection(db, { title: 'Concurrent' }, owner);
    const first = postIds.slice(0, 6);
    for (const postId of first) {
      await addPostToCollection(db, id, postId, owner);
    }
    const random = createRandom(7);
    const editor = (who: Caller, adds: number[]) =>
      Promise.all([
        ...Array.from({ length: 30 }, () =>
          rankPostInCollection(
            db,
            id,
            random.pick(first),
            random.pick(MOVES),
            who,
          ),
        ),
        ...adds.map(postId => addPostToCollection(db, id, postId, who)),
      ]);
    await Promise.all([
      editor(owner, postIds.slice(6, 9)),
      editor(moderator, postIds.slice(9, 12)),
    ]);
    const order = await storedOrder(id);
    expect([...order].sort((x, y) => x - y)).toEqual(
      [...postIds].sort((x, y) => x - y),
    );
  });
});
