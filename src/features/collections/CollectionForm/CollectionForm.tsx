import { useRef, useState, type FormEvent } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { CollectionRequest } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { useUploadImage } from '../../../hooks/useUploadImage';
import { agoraTranslationRef } from '../../../translation';
import {
  HeaderImageField,
  isHeaderImageUrl,
  type PostFormState,
} from '../../posts/PostForm';
import { validateTitle } from '../../posts/PostForm/postFormValues';
import { FormActions } from '../../posts/PostForm/FormActions';
import { SubmitError } from '../../posts/PostForm/SubmitError';
import { TitleField } from '../../posts/PostForm/TitleField';
import { useUnsavedChangesGuard } from '../../posts/PostForm/useUnsavedChangesGuard';

const useStyles = makeStyles(theme => ({
  section: { marginTop: theme.spacing(2) },
}));

/** @public */
export interface CollectionFormProps {
  /**
   * The values, kept in the drafts slice like a post form's (the
   * description is its `content`), so nothing typed is lost.
   */
  form: PostFormState;
  mode: 'create' | 'edit';
  /** Sends the request; rejects when saving failed (the form stays as typed). */
  onSubmit: (request: CollectionRequest) => Promise<unknown>;
  submitting: boolean;
  error?: unknown;
  cancelHref: string;
}

/**
 * Create and edit a collection: the title (required, with the post form's
 * counter and limit), a markdown description in the shared editor and the
 * header image field articles use. Errors show inline and keep what was
 * typed; leaving with changes asks first.
 */
export function CollectionForm(props: CollectionFormProps) {
  const { form, mode, onSubmit, submitting, error, cancelHref } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const { values, setField } = form;
  const [showErrors, setShowErrors] = useState(false);
  const [titleTouched, setTitleTouched] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const guard = useUnsavedChangesGuard(form.dirty && !submitting);
  const uploadImage = useUploadImage(form.addImage);

  const title = values.title.trim();
  const titleError = validateTitle(values.title);
  const imageInvalid =
    Boolean(values.headerImage) && !isHeaderImageUrl(values.headerImage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || submitting) return;
    setShowErrors(true);
    if (titleError) {
      titleRef.current?.focus();
      return;
    }
    if (imageInvalid) {
      document.getElementById(`${form.formId}-headerImage`)?.focus();
      return;
    }
    inFlight.current = true;
    try {
      await onSubmit({
        title,
        description: values.content.trim() || undefined,
        headerImage: values.headerImage || undefined,
        images: values.images,
      });
    } catch {
      // The page's mutation state carries the error; the draft stays.
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      <TitleField
        id={`${form.formId}-title`}
        type="article"
        placeholder={t('collections.form.titlePlaceholder')}
        value={values.title}
        onChange={v => setField('title', v)}
        onBlur={() => setTitleTouched(true)}
        error={showErrors || titleTouched ? titleError : undefined}
        inputRef={titleRef}
      />
      <HeaderImageField form={form} />
      <div className={classes.section}>
        <MarkdownEditor
          id={`${form.formId}-content`}
          label={t('collections.form.description')}
          value={values.content}
          onChange={v => setField('content', v)}
          helperText={t('collections.form.descriptionHelper')}
          onUploadImage={uploadImage}
        />
      </div>
      {Boolean(error) && (
        <div className={classes.section}>
          <SubmitError error={error} />
        </div>
      )}
      <FormActions
        submitLabel={
          mode === 'edit'
            ? t('collections.form.submitSave')
            : t('collections.form.submitCreate')
        }
        submitting={submitting}
        cancelHref={cancelHref}
        onDiscard={form.dirty ? form.discard : undefined}
      />
      <ConfirmDialog
        open={guard.asking}
        title={t('postForm.leave.title')}
        message={t('postForm.leave.message')}
        confirmLabel={t('postForm.leave.confirm')}
        cancelLabel={t('postForm.leave.cancel')}
        onConfirm={guard.confirm}
        onCancel={guard.cancel}
      />
    </form>
  );
}
