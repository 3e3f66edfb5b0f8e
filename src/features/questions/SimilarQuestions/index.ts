export { SimilarQuestions } from './SimilarQuestions';
