export { PostForm } from './PostForm';
export type { PostFormProps } from './PostForm';
export {
  EMPTY_POST_FORM,
  valuesFromPost,
  type PostFormState,
  type PostFormValues,
} from './postFormValues';
