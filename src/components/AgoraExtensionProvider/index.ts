export { AgoraExtensionProvider } from './AgoraExtensionProvider';
