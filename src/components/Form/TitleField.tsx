import TextField from '@material-ui/core/TextField';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { PostType } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { useMinLengthHint } from './useMinLengthHint';
import { MAX_TITLE_LENGTH, type TitleError } from './formValues';
import { CountedHelperText } from './CountedHelperText';

export interface TitleFieldProps {
  /** Ties the label and helper text to the input, which gives it its accessible name. */
  id: string;
  type: PostType;
  /** Replaces the type's example, for forms of other things (collections). */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** What is wrong, when the field is invalid and should say so. */
  error?: TitleError;
  /**
   * The shortest title accepted (a question's): stated under the field
   * while the title is shorter, with how many characters are missing.
   */
  minLength?: number;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The required title with a live "12/255" counter next to its error. */
export function TitleField({
  id,
  type,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  minLength = 0,
  disabled,
  inputRef,
}: TitleFieldProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const minLengthHint = useMinLengthHint();
  const counted = {
    length: String(value.length),
    max: String(MAX_TITLE_LENGTH),
  };
  let message: string | undefined;
  if (error === 'required') message = t('postForm.errors.required.title');
  else if (error === 'tooLong')
    message = t('postForm.errors.tooLong', { max: String(MAX_TITLE_LENGTH) });
  // The rule shows before any submit; a refused one says the same in red.
  else message = minLengthHint(value, minLength);
  return (
    <TextField
      id={id}
      label={t('postForm.title.label')}
      placeholder={placeholder ?? t(`postForm.title.placeholder.${type}`)}
      value={value}
      onChange={e => onChange(e.target.value)}
      onBlur={onBlur}
      required
      fullWidth
      variant="outlined"
      margin="normal"
      disabled={disabled}
      error={Boolean(error)}
      inputRef={inputRef}
      inputProps={{ 'aria-invalid': Boolean(error) }}
      helperText={
        <CountedHelperText
          message={message}
          counter={t('postForm.title.counter', counted)}
          counterTitle={t('postForm.title.counterLabel', counted)}
        />
      }
    />
  );
}
