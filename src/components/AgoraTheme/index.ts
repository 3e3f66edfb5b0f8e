export { AgoraTheme } from './AgoraTheme';
export { readableOn, readableTheme } from './readableTheme';
