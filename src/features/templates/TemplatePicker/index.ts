export { TemplatePicker } from './TemplatePicker';
