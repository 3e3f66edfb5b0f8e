export { PostForm } from './PostForm';
export type { PostFormProps } from './PostForm';
export { usePostForm } from '../../../components/Form/useDraftForm';
export {
  DraftRestoredNotice,
  useDraftOnArrival,
} from '../../../components/Form/DraftRestoredNotice';
export type { PostFormState } from '../../../components/Form/useDraftForm';
export {
  EMPTY_POST_FORM,
  isHeaderImageUrl,
  MAX_TITLE_LENGTH,
  valuesFromPost,
  union,
  type PostFormValues,
} from './postFormValues';
export { HeaderImageField } from '../../../components/Form/HeaderImageField';
