import type { ReactNode } from 'react';
import { Form } from './Form';
import { FormActions } from './FormActions';
import type { DraftFormState, DraftValues } from './useDraftForm';

/** What a page gives its draft-bound form (a post's, a collection's). @public */
export interface DraftFormProps<Values extends DraftValues, Request> {
  /** The form's values, bound to its draft (see useDraftForm). */
  form: DraftFormState<Values>;
  mode: 'create' | 'edit';
  /** Sends the request; rejects when saving failed (the form stays as typed). */
  onSubmit: (request: Request) => Promise<unknown>;
  submitting: boolean;
  /** The last save's error, shown above the buttons. */
  error?: unknown;
  cancelHref: string;
}

/**
 * A page's form on its draft: `Form` with submit, cancel and, while the
 * draft holds changes, discarding it.
 */
export function DraftForm<Values extends DraftValues, Request>(
  props: DraftFormProps<Values, Request> & {
    submitLabel: string;
    /** Shows and focuses what is wrong; says whether to save. */
    ready: () => boolean;
    /** The request the values make. */
    request: () => Request;
    children: ReactNode;
  },
) {
  const { form, submitting, onSubmit, request } = props;
  return (
    <Form
      ready={props.ready}
      save={() => onSubmit(request())}
      submitting={submitting}
      error={props.error}
      dirty={form.dirty}
      leave={props.mode === 'edit' ? 'draftEdit' : 'draftCreate'}
      actions={
        <FormActions
          submitLabel={props.submitLabel}
          submitting={submitting}
          cancelHref={props.cancelHref}
          onDiscard={form.dirty ? form.discard : undefined}
        />
      }
    >
      {props.children}
    </Form>
  );
}
