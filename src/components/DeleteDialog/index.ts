export { DeleteDialog, deleteDialogMessages } from './DeleteDialog';
export type { DeleteDialogProps } from './DeleteDialog';
