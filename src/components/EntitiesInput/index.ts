export { EntitiesInput } from './EntitiesInput';
export type { EntitiesInputProps, EntityOption } from './EntitiesInput';
