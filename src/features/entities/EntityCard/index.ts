export { EntityCard, type EntityCardProps } from './EntityCard';
