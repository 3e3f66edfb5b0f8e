import { combineSlices } from '@reduxjs/toolkit';
import {
  draftDiscarded,
  draftSaved,
  draftsSlice,
  selectDraft,
  selectHasDraft,
} from './draftsSlice';

const reducer = combineSlices(draftsSlice);
const initial = () => reducer(undefined, { type: 'init' });

describe('draftsSlice', () => {
  afterEach(() => jest.useRealTimers());

  it('merges saved fields into the form draft and stamps the time', () => {
    jest.useFakeTimers().setSystemTime(new Date('2024-05-01T10:00:00Z'));
    let state = reducer(
      initial(),
      draftSaved({ formId: 'ask', values: { title: 'How?' } }),
    );
    state = reducer(
      state,
      draftSaved({ formId: 'ask', values: { tags: ['catalog'] } }),
    );
    expect(selectDraft(state, 'ask')).toEqual({
      values: { title: 'How?', tags: ['catalog'] },
      savedAt: Date.parse('2024-05-01T10:00:00Z'),
    });
    expect(selectDraft(state, 'answer:1')).toBeUndefined();
  });

  it('forgets a discarded draft and only that one', () => {
    let state = reducer(
      initial(),
      draftSaved({ formId: 'ask', values: { title: 'a' } }),
    );
    state = reducer(
      state,
      draftSaved({ formId: 'answer:1', values: { answer: 'b' } }),
    );
    state = reducer(state, draftDiscarded('ask'));
    expect(selectHasDraft(state, 'ask')).toBe(false);
    expect(selectHasDraft(state, 'answer:1')).toBe(true);
  });
});
