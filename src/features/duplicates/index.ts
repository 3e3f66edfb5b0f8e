export { CloseAsDuplicateDialog } from './CloseAsDuplicateDialog';
export { DuplicateBanner } from './DuplicateBanner';
export {
  duplicatesApi,
  useCloseAsDuplicateMutation,
  useReopenQuestionMutation,
} from './duplicatesApi';
