export { PostForm } from './PostForm';
export type { PostFormProps } from './PostForm';
export { usePostForm } from './usePostForm';
export { DraftRestoredNotice, useDraftOnArrival } from './DraftRestoredNotice';
export type { PostFormState } from './usePostForm';
export {
  EMPTY_POST_FORM,
  isHeaderImageUrl,
  MAX_TITLE_LENGTH,
  valuesFromPost,
  union,
  type PostFormValues,
} from './postFormValues';
export { HeaderImageField } from './HeaderImageField';
