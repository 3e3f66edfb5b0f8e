export { TagsInput, tagsInputMessages } from './TagsInput';
export type { TagsInputProps } from './TagsInput';
