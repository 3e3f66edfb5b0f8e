export { FlagDialog, useFlagAction, type FlagDialogProps } from './FlagDialog';
export {
  flagsApi,
  useFlagMutation,
  useGetOpenFlagsCountQuery,
  useResolveFlagsMutation,
  type FlagArg,
  type FlagTarget,
} from './flagsApi';
export { FlaggedItems } from './FlaggedItems';
export { FlagHiddenNote, type FlagHiddenNoteProps } from './FlagHiddenNote';
