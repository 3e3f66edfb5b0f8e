export { EditQuestionPage } from './EditQuestionPage';
