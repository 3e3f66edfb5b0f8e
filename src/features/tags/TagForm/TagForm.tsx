import { useId, useState, type FormEvent } from 'react';
import Button from '@material-ui/core/Button';
import TextField from '@material-ui/core/TextField';
import { makeStyles } from '@material-ui/core/styles';
import Alert from '@material-ui/lab/Alert';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { errorMessage } from '../../../api/errors';
import type { Tag } from '../../../api/types';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { agoraTranslationRef } from '../../../translation';
import { isValidTag, MAX_TAG_LENGTH, normalizeTag } from '../../../utils/tags';
import { useCreateTagMutation, useUpdateTagMutation } from '../tagsApi';
import { ExpertsField } from './ExpertsField';

const useStyles = makeStyles(theme => ({
  form: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
  buttons: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: theme.spacing(1),
  },
}));

/** @public */
export interface TagFormProps {
  /** The tag to edit; without it the form creates one. */
  tag?: Tag;
  /** Called with the server's tag once it is saved. */
  onSaved: (tag: Tag) => void;
  onCancel: () => void;
}

/**
 * Creates a tag (name, description, experts) or edits one (description and
 * experts; a name never changes). The name is normalised as the tags input
 * does ("React Native" → `react-native`) and checked against the contract's
 * pattern before sending. A failed save keeps what was typed and says why.
 * Moderators use it on the tags list and tag pages; the backend decides.
 * @public
 */
export function TagForm({ tag, onSaved, onCancel }: TagFormProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const nameId = useId();
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [description, setDescription] = useState(tag?.description ?? '');
  const [experts, setExperts] = useState<string[]>(tag?.experts ?? []);
  const [createTag, creating] = useCreateTagMutation();
  const [updateTag, updating] = useUpdateTagMutation();
  const saving = creating.isLoading || updating.isLoading;
  const failure = tag ? updating.error : creating.error;

  const normalized = normalizeTag(name);
  let nameError: string | undefined;
  if (!tag && nameTouched) {
    if (!normalized) nameError = t('tags.form.nameRequired');
    else if (!isValidTag(normalized))
      nameError = t('tags.form.nameInvalid', { tag: normalized });
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (!tag && !isValidTag(normalized)) return;
    const changes = { description: description.trim(), experts };
    const result = tag
      ? await updateTag({ id: tag.id, ...changes })
      : await createTag({ tag: normalized, ...changes });
    if ('data' in result && result.data) onSaved(result.data);
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      {failure && (
        <Alert severity="error" role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      {!tag && (
        <TextField
          id={nameId}
          label={t('tags.form.name')}
          value={name}
          onChange={event => setName(event.target.value)}
          onBlur={() => setNameTouched(Boolean(name))}
          error={Boolean(nameError)}
          helperText={
            nameError ??
            t('tags.form.nameHelp', { max: String(MAX_TAG_LENGTH) })
          }
          required
          disabled={saving}
          variant="outlined"
          inputProps={{ maxLength: MAX_TAG_LENGTH + 20 }}
        />
      )}
      <MarkdownEditor
        label={t('tags.form.description')}
        helperText={t('tags.form.descriptionHelp')}
        value={description}
        onChange={setDescription}
        disabled={saving}
        minRows={4}
      />
      <ExpertsField
        label={t('tags.form.experts')}
        helperText={t('tags.form.expertsHelp')}
        value={experts}
        onChange={setExperts}
        disabled={saving}
      />
      <div className={classes.buttons}>
        <Button onClick={onCancel} disabled={saving}>
          {t('tags.form.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          disabled={saving}
        >
          {tag ? t('tags.form.save') : t('tags.form.create')}
        </Button>
      </div>
    </form>
  );
}
