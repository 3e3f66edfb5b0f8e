export { QuestionPage } from './QuestionPage';
