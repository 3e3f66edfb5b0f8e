export { EntityAgoraContent } from './EntityAgoraContent';
