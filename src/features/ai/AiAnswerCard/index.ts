export { AiAnswerCard, AiAnswerView } from './AiAnswerCard';
