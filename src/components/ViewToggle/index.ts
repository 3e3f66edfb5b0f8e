export { ViewToggle } from './ViewToggle';
export type { ViewToggleProps } from './ViewToggle';
