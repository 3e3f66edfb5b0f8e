export { Form, FormSection, type FormProps } from './Form';
export { DraftForm, type DraftFormProps } from './DraftForm';
export {
  useDraftForm,
  type DraftFormState,
  type DraftValues,
} from './useDraftForm';
export { DraftRestoredNotice, useDraftOnArrival } from './DraftRestoredNotice';
export { FormActions, type FormActionsProps } from './FormActions';
export { SubmitError } from './SubmitError';
export { TitleField, type TitleFieldProps } from './TitleField';
export {
  EditSummaryField,
  editSummaryOf,
  editSummaryTooLong,
  type EditSummaryFieldProps,
} from './EditSummaryField';
export { HeaderImageField, type HeaderImageValues } from './HeaderImageField';
export { TagsField, type TagsFieldProps } from './TagsField';
export { EntitiesField, type EntitiesFieldProps } from './EntitiesField';
export { TagsInput, type TagsInputProps } from './TagsInput';
export {
  EntitiesInput,
  MAX_RENDERED_ENTITIES,
  type EntitiesInputProps,
  type EntityOption,
} from './EntitiesInput';
export type { ChipsInputProps } from './chipsInput';
export { useEntityOptions } from './useEntityOptions';
export {
  isDirty,
  isHeaderImageUrl,
  isHttpUrl,
  MAX_TITLE_LENGTH,
  union,
  validateTitle,
  type TitleError,
} from './formValues';
export { useMinLengthHint } from './useMinLengthHint';
