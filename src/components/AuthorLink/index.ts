export { AuthorLink, authorMessages } from './AuthorLink';
export type { AuthorLinkProps } from './AuthorLink';
