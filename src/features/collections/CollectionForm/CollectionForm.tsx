import { useRef, useState } from 'react';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { CollectionRequest } from '../../../api/types';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { useUploadImage } from '../../../hooks/useUploadImage';
import { agoraTranslationRef } from '../../../translation';
import {
  HeaderImageField,
  isHeaderImageUrl,
  type PostFormState,
} from '../../posts/PostForm';
import { validateTitle } from '../../posts/PostForm/postFormValues';
import { FormActions } from '../../../components/Form/FormActions';
import { SubmitError } from '../../../components/Form/SubmitError';
import { TitleField } from '../../../components/Form/TitleField';
import { UnsavedChangesPrompt } from '../../../components/Form/UnsavedChangesPrompt';
import { useFormSubmit } from '../../../components/Form/useFormSubmit';

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
  const uploadImage = useUploadImage(form.addImage);

  const title = values.title.trim();
  const titleError = validateTitle(values.title);
  const imageInvalid =
    Boolean(values.headerImage) && !isHeaderImageUrl(values.headerImage);

  const submit = useFormSubmit({
    submitting,
    ready: () => {
      setShowErrors(true);
      if (titleError) titleRef.current?.focus();
      else if (imageInvalid)
        document.getElementById(`${form.formId}-headerImage`)?.focus();
      return !titleError && !imageInvalid;
    },
    save: () =>
      onSubmit({
        title,
        description: values.content.trim() || undefined,
        headerImage: values.headerImage || undefined,
        images: values.images,
      }),
  });

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
      <UnsavedChangesPrompt when={form.dirty && !submitting} />
    </form>
  );
}
