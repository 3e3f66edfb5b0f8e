export { AgoraPage } from './AgoraPage';
