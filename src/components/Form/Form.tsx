import { Fragment, type ElementType, type ReactNode } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import { SubmitError } from './SubmitError';
import { UnsavedChangesPrompt, type LeaveKind } from './UnsavedChangesPrompt';
import { useFormSubmit } from './useFormSubmit';

const useStyles = makeStyles(theme => ({
  section: { marginTop: theme.spacing(2) },
}));

/** A block of a form, spaced from the one above it. */
export function FormSection({ children }: { children: ReactNode }) {
  const classes = useStyles();
  return <div className={classes.section}>{children}</div>;
}

/** @public */
export interface FormProps {
  /** Shows and focuses what is wrong; says whether to save. */
  ready: () => boolean;
  /** Sends the request; rejects when saving failed (the form stays as typed). */
  save: () => Promise<unknown>;
  submitting: boolean;
  /** The last save's error, shown after the fields. */
  error?: unknown;
  /** Unsaved changes: leaving asks first. */
  dirty: boolean;
  /** What that question says leaving costs; `lost` (no draft) by default. */
  leave?: LeaveKind;
  /** Inside the form, above the fields: a dialog's title. */
  title?: ReactNode;
  /** What holds the fields and the error: a dialog's content. */
  fieldsContainer?: ElementType<{ children: ReactNode }>;
  /** The buttons, after the fields. */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The skeleton of every Agora form (posts, collections, templates): a
 * submit that saves one request at a time once `ready` allows, the fields,
 * the server's reasons when a save failed, the buttons, and a question
 * before leaving with unsaved changes.
 */
export function Form(props: FormProps) {
  const { submitting, error, dirty } = props;
  const Fields = props.fieldsContainer ?? Fragment;
  const submit = useFormSubmit({
    submitting,
    ready: props.ready,
    save: props.save,
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      {props.title}
      <Fields>
        {props.children}
        {Boolean(error) && (
          <FormSection>
            <SubmitError error={error} />
          </FormSection>
        )}
      </Fields>
      {props.actions}
      <UnsavedChangesPrompt when={dirty && !submitting} kind={props.leave} />
    </form>
  );
}
