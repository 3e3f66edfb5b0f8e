export { TemplateStart } from './TemplateStart';
