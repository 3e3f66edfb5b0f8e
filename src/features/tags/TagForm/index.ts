export { TagForm, type TagFormProps } from './TagForm';
export { TagFormDialog, type TagFormDialogProps } from './TagFormDialog';
export { ExpertsField, type ExpertsFieldProps } from './ExpertsField';
