export { AskPage, ASK_FORM_ID } from './AskPage';
