export { CloseAsDuplicateDialog } from './CloseAsDuplicateDialog';
export { ClosedDuplicates } from './ClosedDuplicates';
export { DuplicateBanner } from './DuplicateBanner';
export {
  duplicatesApi,
  useCloseAsDuplicateMutation,
  useReopenQuestionMutation,
} from './duplicatesApi';
