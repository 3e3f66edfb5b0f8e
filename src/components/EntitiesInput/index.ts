export { EntitiesInput, MAX_RENDERED_ENTITIES } from './EntitiesInput';
export type { EntitiesInputProps, EntityOption } from './EntitiesInput';
