export { AgoraNotices } from './AgoraNotices';
