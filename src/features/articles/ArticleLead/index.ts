export { ArticleLead } from './ArticleLead';
