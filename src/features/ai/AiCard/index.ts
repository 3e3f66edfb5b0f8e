export { AiCard } from './AiCard';
