import type { Knex } from 'knex';
import type { AgoraWriteEvent } from './events';
import {
  fanOut,
  type WriteListener,
  type WrittenPost,
  type WrittenPostOf,
} from './listener';
import { openTestDatabase } from '../testing/testDatabase';
import { createPost } from '../stores/postWrites';

/** A listener that hears events and finishes its work when told to. */
function slowListener(heard: string[], name: string) {
  let finish = () => {};
  const work = new Promise<void>(resolve => {
    finish = resolve;
  });
  const listener: WriteListener = {
    notify: event => {
      heard.push(`${name}:${event.type}`);
    },
    settled: () => work,
  };
  return { listener, finish };
}

/** A listener that asks for the written post of every write and keeps what it got. */
function askingListener(found: (WrittenPost | undefined)[]): WriteListener {
  const work: Promise<unknown>[] = [];
  return {
    notify: (_event, written: WrittenPostOf) => {
      work.push(written().then(post => found.push(post)));
    },
    settled: async () => {
      await Promise.all(work);
    },
  };
}

describe('fanOut', () => {
  let db: Knex;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('agora_listener'));
  });
  afterAll(() => close());

  const event: AgoraWriteEvent = {
    type: 'postRestored',
    postId: 1,
    actor: 'user:default/mod',
  };

  it('tells every listener of each write, in order, and settles when all have', async () => {
    const heard: string[] = [];
    const first = slowListener(heard, 'notifier');
    const second = slowListener(heard, 'events');
    const writes = fanOut(db, first.listener, second.listener);
    writes.notify(event);
    expect(heard).toEqual(['notifier:postRestored', 'events:postRestored']);

    let settled = false;
    const done = writes.settled().then(() => {
      settled = true;
    });
    first.finish();
    await new Promise(resolve => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    second.finish();
    await done;
    expect(settled).toBe(true);
  });

  it("reads a write's post and its flags once for all listeners that ask, and not at all when none does", async () => {
    const author = 'user:default/alice';
    const postId = await createPost(
      db,
      {
        type: 'article',
        title: 'Our on-call handbook',
        content: 'Who is paged, and when.',
        tags: [],
        entities: [],
        images: [],
        anonymous: false,
      },
      { userRef: author, isModerator: false },
    );
    const answered: AgoraWriteEvent = {
      type: 'answerCreated',
      postId,
      answerId: 1,
      actor: 'user:default/bob',
    };
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    db.on('query', record);
    try {
      const found: (WrittenPost | undefined)[] = [];
      const both = fanOut(db, askingListener(found), askingListener(found));
      both.notify(answered);
      await both.settled();
      expect(found).toEqual([
        { row: expect.objectContaining({ id: postId, author }), hidden: false },
        { row: expect.objectContaining({ id: postId, author }), hidden: false },
      ]);
      expect(found[0]).toBe(found[1]);
      // The post's live row, then its flag_hidden row: once between them.
      expect(statements).toHaveLength(2);

      // Each write reads afresh: flags that hid the post meanwhile show.
      await db('flag_hidden').insert({
        target_kind: 'post',
        target_id: postId,
        post_id: postId,
        hidden_at: new Date().toISOString(),
      });
      found.length = 0;
      statements.length = 0;
      both.notify(answered);
      await both.settled();
      expect(found.map(post => post?.hidden)).toEqual([true, true]);
      expect(statements).toHaveLength(2);

      // A post deleted meanwhile is no written post; its flags are not asked.
      await db('posts').where('id', postId).update({ status: 'deleted' });
      found.length = 0;
      statements.length = 0;
      both.notify(answered);
      await both.settled();
      expect(found).toEqual([undefined, undefined]);
      expect(statements).toHaveLength(1);

      // Listeners that never ask cost no read.
      statements.length = 0;
      const heard: string[] = [];
      const quiet = slowListener(heard, 'events');
      quiet.finish();
      const none = fanOut(db, quiet.listener);
      none.notify(answered);
      await none.settled();
      expect(heard).toEqual(['events:answerCreated']);
      expect(statements).toEqual([]);
    } finally {
      db.off('query', record);
    }
  });
});
