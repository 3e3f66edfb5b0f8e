import type { Ref } from 'react';
import TextField from '@material-ui/core/TextField';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';
import {
  EntitiesField,
  FormSection,
  MAX_TITLE_LENGTH,
  TagsField,
  TitleField,
  type TitleError,
} from '../../../components/Form';
import type { TemplateFormValues } from './templateFormValues';

export interface TemplateFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  values: TemplateFormValues;
  onChange: (changed: Partial<TemplateFormValues>) => void;
  titleError?: TitleError;
  onTitleBlur: () => void;
  titleRef: Ref<HTMLInputElement>;
}

/**
 * A template's fields, made of the post form's parts: the title with its
 * counter, the shared markdown editor with preview for the question's
 * text, and the tags and entities inputs with their autocomplete.
 */
export function TemplateFields({
  id,
  values,
  onChange,
  titleError,
  onTitleBlur,
  titleRef,
}: TemplateFieldsProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <>
      <TitleField
        id={`${id}-title`}
        type="question"
        placeholder={t('templates.form.titlePlaceholder')}
        value={values.title}
        onChange={title => onChange({ title })}
        onBlur={onTitleBlur}
        error={titleError}
        inputRef={titleRef}
      />
      <TextField
        id={`${id}-description`}
        label={t('templates.form.description')}
        helperText={t('templates.form.descriptionHelper')}
        value={values.description}
        onChange={e => onChange({ description: e.target.value })}
        fullWidth
        multiline
        minRows={2}
        variant="outlined"
        margin="normal"
      />
      <TextField
        id={`${id}-questionTitle`}
        label={t('templates.form.questionTitle')}
        helperText={t('templates.form.questionTitleHelper')}
        value={values.questionTitle}
        onChange={e => onChange({ questionTitle: e.target.value })}
        fullWidth
        variant="outlined"
        margin="normal"
        inputProps={{ maxLength: MAX_TITLE_LENGTH }}
      />
      <FormSection>
        <MarkdownEditor
          id={`${id}-questionContent`}
          label={t('templates.form.questionContent')}
          helperText={t('templates.form.questionContentHelper')}
          value={values.questionContent}
          onChange={questionContent => onChange({ questionContent })}
        />
      </FormSection>
      <FormSection>
        <TagsField
          value={values.tags}
          onChange={tags => onChange({ tags })}
          title={values.questionTitle}
          content={values.questionContent}
        />
      </FormSection>
      <FormSection>
        <EntitiesField
          value={values.entities}
          onChange={entities => onChange({ entities })}
        />
      </FormSection>
    </>
  );
}
