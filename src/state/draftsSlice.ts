import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A value a form field holds; all serialisable so drafts can live in the store. */
export type DraftValue = string | number | boolean | string[] | number[] | null;

/** What was typed into one form. @public */
export interface Draft {
  values: Record<string, DraftValue>;
  /** Epoch milliseconds of the last save. */
  savedAt: number;
}

/** Drafts by form id, e.g. `ask`, `answer:12`, `edit-post:3`. */
export type DraftsState = Record<string, Draft>;

/**
 * Form drafts that outlive their component, so typed content survives
 * navigating away and failed submits.
 * @public
 */
export const draftsSlice = createSlice({
  name: 'drafts',
  initialState: {} as DraftsState,
  reducers: {
    /** Some fields of a form were typed; they are merged into its draft. */
    draftSaved: {
      reducer(
        state,
        action: PayloadAction<{
          formId: string;
          values: Record<string, DraftValue>;
          savedAt: number;
        }>,
      ) {
        const { formId, values, savedAt } = action.payload;
        state[formId] = {
          values: { ...state[formId]?.values, ...values },
          savedAt,
        };
      },
      // The clock is read here, not in the reducer, to keep the reducer pure.
      prepare(payload: { formId: string; values: Record<string, DraftValue> }) {
        return { payload: { ...payload, savedAt: Date.now() } };
      },
    },
    /** The form was submitted successfully or the person threw the draft away. */
    draftDiscarded(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  selectors: {
    selectDraft: (state, formId: string): Draft | undefined => state[formId],
    selectHasDraft: (state, formId: string) => formId in state,
  },
});

export const { draftSaved, draftDiscarded } = draftsSlice.actions;
export const { selectDraft, selectHasDraft } = draftsSlice.selectors;
