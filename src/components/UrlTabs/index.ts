export { UrlTabs } from './UrlTabs';
export type { UrlTabsProps } from './UrlTabs';
