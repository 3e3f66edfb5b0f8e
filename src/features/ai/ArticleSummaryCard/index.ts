export { ArticleSummaryCard } from './ArticleSummaryCard';
