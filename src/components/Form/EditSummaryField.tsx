import TextField from '@material-ui/core/TextField';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { EDIT_SUMMARY_MAX_LENGTH } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { CountedHelperText } from './CountedHelperText';

/** Whether an edit summary is longer than the server takes. */
export const editSummaryTooLong = (value: string) =>
  value.trim().length > EDIT_SUMMARY_MAX_LENGTH;

/** An edit summary as an edit body carries it: trimmed, left out when empty. */
export const editSummaryOf = (value: string) => value.trim() || undefined;

/** @public */
export interface EditSummaryFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * The optional "Edit summary" of the post and answer edit forms, shown in
 * the history: a live counter, and too long said at once, as the title
 * field does.
 */
export function EditSummaryField({
  id,
  value,
  onChange,
  disabled,
}: EditSummaryFieldProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const max = String(EDIT_SUMMARY_MAX_LENGTH);
  const error = editSummaryTooLong(value);
  return (
    <TextField
      id={id}
      label={t('revisions.editSummary.label')}
      value={value}
      onChange={e => onChange(e.target.value)}
      fullWidth
      variant="outlined"
      margin="normal"
      disabled={disabled}
      error={error}
      inputProps={{ 'aria-invalid': error }}
      helperText={
        <CountedHelperText
          message={
            error
              ? t('revisions.editSummary.tooLong', { max })
              : t('revisions.editSummary.helper')
          }
          counter={t('revisions.editSummary.counter', {
            length: String(value.length),
            max,
          })}
        />
      }
    />
  );
}
