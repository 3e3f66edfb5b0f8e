export { DeleteDialog } from './DeleteDialog';
export type { DeleteDialogProps } from './DeleteDialog';
export { useReasonedDelete } from './useReasonedDelete';
export type {
  ReasonedDelete,
  ReasonedDeleteOptions,
} from './useReasonedDelete';
