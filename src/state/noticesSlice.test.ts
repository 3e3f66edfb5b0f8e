import { combineSlices } from '@reduxjs/toolkit';
import {
  noticeDismissed,
  noticeShown,
  noticesSlice,
  selectNotice,
} from './noticesSlice';

const reducer = combineSlices(noticesSlice);
const initial = () => reducer(undefined, { type: 'init' });
const deleted = {
  kind: 'postDeleted',
  postId: 1,
  postType: 'question',
  restorable: true,
} as const;

describe('noticesSlice', () => {
  it('shows one notice at a time, the newest', () => {
    let state = reducer(initial(), noticeShown(deleted));
    expect(selectNotice(state)).toEqual({ ...deleted, id: 1 });
    state = reducer(
      state,
      noticeShown({ kind: 'postRestored', postId: 1, postType: 'question' }),
    );
    expect(selectNotice(state)).toMatchObject({ kind: 'postRestored', id: 2 });
  });

  it('dismisses only the notice it names, not a newer one', () => {
    let state = reducer(initial(), noticeShown(deleted));
    state = reducer(state, noticeShown({ kind: 'restoreFailed', reason: 'x' }));
    state = reducer(state, noticeDismissed(1));
    expect(selectNotice(state)).toMatchObject({ kind: 'restoreFailed' });
    state = reducer(state, noticeDismissed(2));
    expect(selectNotice(state)).toBeUndefined();
  });
});
