export { AgoraLayout } from './AgoraLayout';
export type { AgoraLayoutProps } from './AgoraLayout';
export type { AgoraNavItem } from './SectionNav';
export { NotFoundPanel } from './NotFoundPanel';
export { RightPanel } from './RightPanel';
