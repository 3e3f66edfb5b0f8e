export { AgoraCardContent } from './AgoraHomePageCard';
export {
  cardSettingsJsonSchema,
  cardSettingsUiSchema,
  cardPostsQuery,
  readCardSettings,
} from './cardSettings';
export { cardMessages } from './cardMessages';
