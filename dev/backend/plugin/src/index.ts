/**
 * The Agora backend plugin: add it to a Backstage backend with
 * `backend.add(import('backstage-plugin-agora-backend'))`.
 *
 * @packageDocumentation
 */
export { agoraPlugin as default } from './plugin';
export { agoraSearchModule } from './search/module';
export {
  agoraPostConditions,
  createAgoraPostConditionalDecision,
} from './permissions/conditions';
export type {
  AgoraPostFilter,
  AgoraPostResource,
} from './permissions/postResource';
