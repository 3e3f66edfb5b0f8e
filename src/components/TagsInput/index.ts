export { TagsInput } from './TagsInput';
export type { TagsInputProps } from './TagsInput';
