export { DiffView, type DiffViewProps } from './DiffView';
export type { RevisionFields } from './diff';
