export { TagCard, type TagCardProps } from './TagCard';
