import { useRef, useState, type ReactNode } from 'react';
import Checkbox from '@material-ui/core/Checkbox';
import FormControlLabel from '@material-ui/core/FormControlLabel';
import FormHelperText from '@material-ui/core/FormHelperText';
import { makeStyles } from '@material-ui/core/styles';
import { configApiRef, useApi } from '@backstage/core-plugin-api';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostRequest, PostType } from '../../../api/types';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';
import { MAX_TAGS_PER_POST } from '../../../utils/tags';
import { FormActions } from '../../../components/Form/FormActions';
import { PostEntitiesField } from '../../../components/Form/EntitiesField';
import {
  contentRequired,
  MAX_CONTENT_LENGTH,
  toPostRequest,
  validatePostForm,
  type PostFormField,
} from './postFormValues';
import { useUploadImage } from '../../../hooks/useUploadImage';
import { PostTagsField } from '../../../components/Form/TagsField';
import { SubmitError } from '../../../components/Form/SubmitError';
import { TitleField } from '../../../components/Form/TitleField';
import type { PostFormState } from '../../../components/Form/useDraftForm';
import { UnsavedChangesPrompt } from '../../../components/Form/UnsavedChangesPrompt';
import { useFormSubmit } from '../../../components/Form/useFormSubmit';

const useStyles = makeStyles(theme => ({
  section: { marginTop: theme.spacing(2) },
}));

/** @public */
export interface PostFormProps {
  type: PostType;
  /** The form's values, bound to its draft (see usePostForm). */
  form: PostFormState;
  mode: 'create' | 'edit';
  /** Sends the request; rejects when saving failed (the form stays as typed). */
  onSubmit: (request: PostRequest) => Promise<unknown>;
  submitting: boolean;
  /** The last save's error, shown above the buttons. */
  error?: unknown;
  cancelHref: string;
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
  const { type, form, mode, onSubmit, submitting, error, cancelHref } = props;
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
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

  const errors = validatePostForm(type, values);
  const shown = <F extends PostFormField>(field: F) =>
    showErrors.all || showErrors[field] ? errors[field] : undefined;
  const titleError = shown('title');
  // Too long shows at once: a big paste should not wait for the submit.
  const contentError =
    errors.content === 'tooLong' ? errors.content : shown('content');
  let contentHelper: string = t('postForm.content.helper');
  if (contentError === 'tooLong')
    contentHelper = t('postForm.errors.contentTooLong', {
      max: String(MAX_CONTENT_LENGTH),
    });
  else if (contentError) contentHelper = t('postForm.errors.required.content');
  const tagsError = shown('tags');

  const submit = useFormSubmit({
    submitting,
    ready: () => {
      setShowErrors({ all: true });
      if (Object.keys(errors).length === 0) return true;
      // A link's URL comes first (LinkUrlField renders it with this id);
      // an article's header image follows the title.
      const field =
        errors.content || !errors.headerImage ? 'content' : 'headerImage';
      if (errors.url) document.getElementById(`${form.formId}-url`)?.focus();
      else if (errors.title) titleRef.current?.focus();
      else document.getElementById(`${form.formId}-${field}`)?.focus();
      return false;
    },
    save: () => onSubmit(toPostRequest(type, values, { allowAnonymous })),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting}>
      {props.beforeTitle}
      <TitleField
        id={`${form.formId}-title`}
        type={type}
        value={values.title}
        onChange={v => setField('title', v)}
        onBlur={() => setShowErrors(s => ({ ...s, title: true }))}
        error={titleError}
        inputRef={titleRef}
      />
      {props.afterTitle}
      <div className={classes.section}>
        <MarkdownEditor
          id={`${form.formId}-content`}
          label={t(`postForm.content.label.${type}`)}
          value={values.content}
          onChange={v => setField('content', v)}
          required={contentRequired(type)}
          error={Boolean(contentError)}
          helperText={contentHelper}
          onUploadImage={uploadImage}
        />
      </div>
      {props.afterContent}
      <div className={classes.section}>
        <PostTagsField
          value={values.tags}
          onChange={tags => setField('tags', tags)}
          title={values.title}
          content={values.content}
          error={
            tagsError &&
            t('postForm.errors.tooMany', { max: String(MAX_TAGS_PER_POST) })
          }
        />
      </div>
      <div className={classes.section}>
        <PostEntitiesField
          value={values.entities}
          onChange={refs => setField('entities', refs)}
        />
      </div>
      {allowAnonymous && (
        <div className={classes.section}>
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
        </div>
      )}
      {Boolean(error) && (
        <div className={classes.section}>
          <SubmitError error={error} />
        </div>
      )}
      <FormActions
        submitLabel={
          mode === 'edit'
            ? t('postForm.submit.save')
            : t(`postForm.submit.${type}`)
        }
        submitting={submitting}
        cancelHref={cancelHref}
        onDiscard={form.dirty ? form.discard : undefined}
      />
      <UnsavedChangesPrompt when={form.dirty && !submitting} />
    </form>
  );
}
