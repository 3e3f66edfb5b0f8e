export { SubjectHeader } from './SubjectHeader';
export type { SubjectHeaderProps } from './SubjectHeader';
