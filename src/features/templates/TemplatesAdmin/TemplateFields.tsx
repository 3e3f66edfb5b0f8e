import type { Ref } from 'react';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';
import { PostEntitiesField } from '../../../components/Form/EntitiesField';
import { PostTagsField } from '../../../components/Form/TagsField';
import { TitleField } from '../../../components/Form/TitleField';
import {
  MAX_TITLE_LENGTH,
  type TitleError,
} from '../../posts/PostForm/postFormValues';
import type { TemplateFormValues } from './templateFormValues';

const useStyles = makeStyles(theme => ({
  section: { marginTop: theme.spacing(2) },
}));

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
  const classes = useStyles();
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
      <div className={classes.section}>
        <MarkdownEditor
          id={`${id}-questionContent`}
          label={t('templates.form.questionContent')}
          helperText={t('templates.form.questionContentHelper')}
          value={values.questionContent}
          onChange={questionContent => onChange({ questionContent })}
        />
      </div>
      <div className={classes.section}>
        <PostTagsField
          value={values.tags}
          onChange={tags => onChange({ tags })}
          title={values.questionTitle}
          content={values.questionContent}
        />
      </div>
      <div className={classes.section}>
        <PostEntitiesField
          value={values.entities}
          onChange={entities => onChange({ entities })}
        />
      </div>
    </>
  );
}
