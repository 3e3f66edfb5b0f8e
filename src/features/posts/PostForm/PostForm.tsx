import { useRef, useState, type ReactNode } from 'react';
import Checkbox from '@material-ui/core/Checkbox';
import FormControlLabel from '@material-ui/core/FormControlLabel';
import FormHelperText from '@material-ui/core/FormHelperText';
import { configApiRef, useApi } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import {
  readQuestionMinimums,
  type PostRequest,
  type PostType,
} from '../../../api/types';
import {
  DraftForm,
  EditSummaryField,
  EntitiesField,
  FormSection,
  TagsField,
  TitleField,
  useMinLengthHint,
  type DraftFormProps,
} from '../../../components/Form';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { useUploadImage } from '../../../hooks/useUploadImage';
import { agoraTranslationRef } from '../../../translation';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';
import {
  contentRequired,
  MAX_CONTENT_LENGTH,
  minimumsFor,
  toPostRequest,
  validatePostForm,
  type PostFormField,
  type PostFormValues,
} from './postFormValues';

/** @public */
export interface PostFormProps extends DraftFormProps<
  PostFormValues,
  PostRequest
> {
  type: PostType;
  /** Per-type and per-page parts: a link's URL goes first, similar questions under the title … */
  beforeTitle?: ReactNode;
  afterTitle?: ReactNode;
  afterContent?: ReactNode;
}

/**
 * The create/edit form every post type shares: title, markdown content,
 * tags and entities, plus the parts that depend on `type` and `mode`.
 * Values live in the drafts slice, so nothing typed is lost.
 * @public
 */
export function PostForm(props: PostFormProps) {
  const { type, form, mode } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const config = useApi(configApiRef);
  const allowAnonymous =
    type === 'question' &&
    mode === 'create' &&
    Boolean(config.getOptionalBoolean('agora.allowAnonymous'));
  const { values, setField } = form;
  const [showErrors, setShowErrors] = useState<
    Partial<Record<PostFormField | 'all', boolean>>
  >({});
  const titleRef = useRef<HTMLInputElement>(null);

  const uploadImage = useUploadImage(form.addImage);

  // The backend reads the same keys (docs/configuration.md); an edit holds
  // only the fields it changes to them.
  const minimums = minimumsFor(
    type,
    readQuestionMinimums(config),
    values,
    mode === 'edit' ? form.baseline : undefined,
  );
  const minLengthHint = useMinLengthHint();
  const errors = validatePostForm(type, values, minimums);
  const shown = <F extends PostFormField>(field: F) =>
    showErrors.all || showErrors[field] ? errors[field] : undefined;
  const titleError = shown('title');
  // Too long the editor says at once, with its counter: a big paste should
  // not wait for the submit.
  const contentError = shown('content');
  const contentMinimum = minLengthHint(values.content, minimums.content);
  let contentHelper: string = t('postForm.content.helper');
  if (contentError === 'required')
    contentHelper = t('postForm.errors.required.content');
  // Stated before any submit; a refused one says the same in red.
  else if (contentMinimum)
    contentHelper = contentError
      ? contentMinimum
      : `${contentMinimum} ${contentHelper}`;
  const tagsError = shown('tags');

  const ready = () => {
    setShowErrors({ all: true });
    if (Object.keys(errors).length === 0) return true;
    // A link's URL comes first (LinkUrlField renders it with this id);
    // an article's header image follows the title.
    const field =
      errors.content || !errors.headerImage ? 'content' : 'headerImage';
    if (errors.summary && Object.keys(errors).length === 1)
      document.getElementById(`${form.formId}-summary`)?.focus();
    else if (errors.url) document.getElementById(`${form.formId}-url`)?.focus();
    else if (errors.title) titleRef.current?.focus();
    else document.getElementById(`${form.formId}-${field}`)?.focus();
    return false;
  };

  return (
    <DraftForm
      {...props}
      submitLabel={
        mode === 'edit'
          ? t('postForm.submit.save')
          : t(`postForm.submit.${type}`)
      }
      ready={ready}
      request={() => toPostRequest(type, values, { allowAnonymous })}
    >
      {props.beforeTitle}
      <TitleField
        id={`${form.formId}-title`}
        type={type}
        value={values.title}
        onChange={v => setField('title', v)}
        onBlur={() => setShowErrors(s => ({ ...s, title: true }))}
        error={titleError}
        minLength={minimums.title}
        inputRef={titleRef}
      />
      {props.afterTitle}
      <FormSection>
        <MarkdownEditor
          id={`${form.formId}-content`}
          label={t(`postForm.content.label.${type}`)}
          value={values.content}
          onChange={v => setField('content', v)}
          required={contentRequired(type)}
          error={Boolean(contentError)}
          helperText={contentHelper}
          maxLength={MAX_CONTENT_LENGTH}
          onUploadImage={uploadImage}
        />
      </FormSection>
      {props.afterContent}
      <FormSection>
        <TagsField
          value={values.tags}
          onChange={tags => setField('tags', tags)}
          title={values.title}
          content={values.content}
          error={
            tagsError &&
            t('postForm.errors.tooMany', { max: String(MAX_TAGS_PER_POST) })
          }
        />
      </FormSection>
      <FormSection>
        <EntitiesField
          value={values.entities}
          onChange={refs => setField('entities', refs)}
        />
      </FormSection>
      {mode === 'edit' && (
        <FormSection>
          <EditSummaryField
            id={`${form.formId}-summary`}
            value={values.summary ?? ''}
            onChange={v => setField('summary', v)}
          />
        </FormSection>
      )}
      {allowAnonymous && (
        <FormSection>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.anonymous}
                onChange={e => setField('anonymous', e.target.checked)}
                inputProps={{
                  'aria-describedby': `${form.formId}-anonymous-helper`,
                }}
              />
            }
            label={t('postForm.anonymous.label')}
          />
          <FormHelperText id={`${form.formId}-anonymous-helper`}>
            {t('postForm.anonymous.helper')}
          </FormHelperText>
        </FormSection>
      )}
    </DraftForm>
  );
}
