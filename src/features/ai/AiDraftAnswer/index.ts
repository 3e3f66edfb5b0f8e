export { AiDraftAnswer } from './AiDraftAnswer';
