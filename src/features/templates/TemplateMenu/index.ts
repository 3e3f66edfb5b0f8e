export { TemplateMenu } from './TemplateMenu';
