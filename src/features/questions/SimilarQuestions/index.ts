export { SimilarQuestions } from './SimilarQuestions';
export { similarKeywords } from './similarKeywords';
