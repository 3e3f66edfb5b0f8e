import { makeAgoraStore } from './store';
import { createTestExtra } from '../testing/testApis';
import { draftDiscarded, draftSaved, selectDraft } from './draftsSlice';
import { DRAFTS_KEY, DRAFT_MAX_AGE_MS, loadDrafts } from './draftsStorage';
import { memoryStorage as memory } from '../testing/memoryStorage';

describe('drafts in storage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps what was typed for the next store (a reload), until it is discarded', () => {
    const storage = memory();
    const first = makeAgoraStore({ extra: createTestExtra(), storage });
    first.dispatch(draftSaved({ formId: 'ask', values: { title: 'How?' } }));
    first.dispatch(
      draftSaved({ formId: 'ask', values: { content: 'I tried **this**' } }),
    );
    // Written once typing pauses, not per keystroke.
    expect(storage.items.has(DRAFTS_KEY)).toBe(false);
    jest.advanceTimersByTime(1000);

    const second = makeAgoraStore({ extra: createTestExtra(), storage });
    expect(selectDraft(second.getState(), 'ask')?.values).toEqual({
      title: 'How?',
      content: 'I tried **this**',
    });

    second.dispatch(draftDiscarded('ask'));
    jest.advanceTimersByTime(1000);
    const third = makeAgoraStore({ extra: createTestExtra(), storage });
    expect(selectDraft(third.getState(), 'ask')).toBeUndefined();
  });

  it('writes when typing pauses, and at the latest 2 s into typing that does not', () => {
    const storage = memory();
    const store = makeAgoraStore({ extra: createTestExtra(), storage });
    const type = (content: string) =>
      store.dispatch(draftSaved({ formId: 'answer:3', values: { content } }));
    const stored = () =>
      storage.items.has(DRAFTS_KEY)
        ? JSON.parse(storage.items.get(DRAFTS_KEY)!)['answer:3'].values.content
        : undefined;
    // A key every 200 ms: each one puts the write off.
    for (const content of ['a', 'ab', 'abc', 'abcd', 'abcde', 'abcdef']) {
      type(content);
      jest.advanceTimersByTime(200);
    }
    expect(stored()).toBeUndefined();
    jest.advanceTimersByTime(200);
    expect(stored()).toBe('abcdef');

    storage.items.clear();
    for (let i = 1; i <= 10; i += 1) {
      type('x'.repeat(i));
      jest.advanceTimersByTime(200);
    }
    // Ten keys in two seconds: written once, with the text of the moment.
    expect(stored()).toBe('x'.repeat(10));
  });

  it('writes at once when the page is hidden or closed', () => {
    const storage = memory();
    const store = makeAgoraStore({ extra: createTestExtra(), storage });
    store.dispatch(
      draftSaved({ formId: 'answer:3', values: { content: 'x' } }),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.items.get(DRAFTS_KEY)!)).toMatchObject({
      'answer:3': { values: { content: 'x' } },
    });
  });

  it('forgets old drafts and anything unreadable', () => {
    const storage = memory();
    const now = Date.now();
    storage.setItem(
      DRAFTS_KEY,
      JSON.stringify({
        ask: { values: { title: 'fresh', bad: { nested: 1 } }, savedAt: now },
        'answer:1': {
          values: { content: 'stale' },
          savedAt: now - DRAFT_MAX_AGE_MS - 1,
        },
        broken: { values: 'nope', savedAt: now },
      }),
    );
    expect(loadDrafts(storage, now)).toEqual({
      ask: { values: { title: 'fresh' }, savedAt: now },
    });
    storage.setItem(DRAFTS_KEY, '{not json');
    expect(loadDrafts(storage, now)).toBeUndefined();
  });
});
