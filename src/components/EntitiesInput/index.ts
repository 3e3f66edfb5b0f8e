export { EntitiesInput, entitiesInputMessages } from './EntitiesInput';
export type { EntitiesInputProps, EntityOption } from './EntitiesInput';
