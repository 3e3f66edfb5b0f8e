export { ConfirmDialog, confirmDialogMessages } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
