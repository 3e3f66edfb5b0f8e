import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PostType } from '../api/types';

/**
 * What a notice says, as data: the snackbar words it through the
 * translation ref, and the store stays serialisable.
 * @public
 */
export type Notice =
  /** A post was deleted; `restorable` offers Undo. */
  | {
      kind: 'postDeleted';
      postId: number;
      postType: PostType;
      restorable: boolean;
    }
  /** Undo brought the post back. */
  | { kind: 'postRestored'; postId: number; postType: PostType }
  /** Undo failed; `reason` is the worded error. */
  | { kind: 'restoreFailed'; reason: string };

/** The notice on screen, numbered so a dismissal closes only its own. */
export interface NoticesState {
  current?: Notice & { id: number };
  lastId: number;
}

/**
 * Feedback that outlives the page that caused it, e.g. "Question deleted"
 * shown on the list a deletion returns to. One notice at a time: a new one
 * replaces the old.
 * @public
 */
export const noticesSlice = createSlice({
  name: 'notices',
  initialState: { lastId: 0 } as NoticesState,
  reducers: {
    noticeShown(state, action: PayloadAction<Notice>) {
      state.lastId += 1;
      state.current = { ...action.payload, id: state.lastId };
    },
    /** Closed by the person or by time; ignored if a newer notice replaced it. */
    noticeDismissed(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) delete state.current;
    },
  },
  selectors: {
    selectNotice: state => state.current,
  },
});

export const { noticeShown, noticeDismissed } = noticesSlice.actions;
export const { selectNotice } = noticesSlice.selectors;
