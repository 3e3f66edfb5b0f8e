import { useRef, useState } from 'react';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { CollectionRequest } from '../../../api/types';
import {
  DraftForm,
  FormSection,
  HeaderImageField,
  isHeaderImageUrl,
  TitleField,
  validateTitle,
  type DraftFormProps,
} from '../../../components/Form';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { useUploadImage } from '../../../hooks/useUploadImage';
import { agoraTranslationRef } from '../../../translation';

/**
 * What a collection form holds, kept in the drafts slice like a post
 * form's (the description is its `content`), so nothing typed is lost.
 */
export interface CollectionFormValues {
  title: string;
  content: string;
  headerImage: string;
  /** Ids of images uploaded while writing, sent with the collection. */
  images: number[];
}

export const EMPTY_COLLECTION_FORM: CollectionFormValues = {
  title: '',
  content: '',
  headerImage: '',
  images: [],
};

/** @public */
export type CollectionFormProps = DraftFormProps<
  CollectionFormValues,
  CollectionRequest
>;

/**
 * Create and edit a collection: the title (required, with the post form's
 * counter and limit), a markdown description in the shared editor and the
 * header image field articles use. Errors show inline and keep what was
 * typed; leaving with changes asks first.
 */
export function CollectionForm(props: CollectionFormProps) {
  const { form, mode } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const { values, setField } = form;
  const [showErrors, setShowErrors] = useState(false);
  const [titleTouched, setTitleTouched] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const uploadImage = useUploadImage(form.addImage);

  const title = values.title.trim();
  const titleError = validateTitle(values.title);
  const imageInvalid =
    Boolean(values.headerImage) && !isHeaderImageUrl(values.headerImage);

  const ready = () => {
    setShowErrors(true);
    if (titleError) titleRef.current?.focus();
    else if (imageInvalid)
      document.getElementById(`${form.formId}-headerImage`)?.focus();
    return !titleError && !imageInvalid;
  };

  return (
    <DraftForm
      {...props}
      submitLabel={
        mode === 'edit'
          ? t('collections.form.submitSave')
          : t('collections.form.submitCreate')
      }
      ready={ready}
      request={() => ({
        title,
        description: values.content.trim() || undefined,
        headerImage: values.headerImage || undefined,
        images: values.images,
      })}
    >
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
      <FormSection>
        <MarkdownEditor
          id={`${form.formId}-content`}
          label={t('collections.form.description')}
          value={values.content}
          onChange={v => setField('content', v)}
          helperText={t('collections.form.descriptionHelper')}
          onUploadImage={uploadImage}
        />
      </FormSection>
    </DraftForm>
  );
}
