export { FavoriteButton, favoriteMessages } from './FavoriteButton';
export type { FavoriteButtonProps } from './FavoriteButton';
