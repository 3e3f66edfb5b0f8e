export { AuthorLink } from './AuthorLink';
export type { AuthorLinkProps } from './AuthorLink';
