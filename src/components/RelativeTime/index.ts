export { RelativeTime, formatRelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
